import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field that grows with its text (MUI's multiline TextField) as the user
 * pasting it, not key by key. MUI measures such a field after every key, which in the test DOM means
 * computing the styles of the field and of each of its ancestors again: seconds per sentence.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
