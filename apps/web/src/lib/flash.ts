/**
 * A message that outlives a redirect: a screen that acts and then navigates away (the review
 * screens after 1000 ms, or 100 ms on an approval error) hands its alert to the next screen
 * through the router's location state, so it is still there to read.
 */
export interface FlashMessage {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export interface FlashState {
  flash: FlashMessage[];
}

export function flashState(messages: FlashMessage[]): FlashState {
  return { flash: messages };
}

export function readFlash(state: unknown): FlashMessage[] {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return [];
  const { flash } = state as { flash: unknown };
  if (!Array.isArray(flash)) return [];
  return flash.filter(
    (item): item is FlashMessage =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FlashMessage).text === 'string' &&
      ['success', 'info', 'warning', 'error'].includes((item as FlashMessage).severity),
  );
}
