import { KEYED_MESSAGES } from './messages';

/**
 * A message by key: what a shared zod schema puts in an issue's `message`, and what the server
 * turns into an API error's `messageKey` + `params` (the English text going in `message`).
 * Written 'group.name' or, with placeholders, 'group.name?uid=ABC' (URL query syntax, so any
 * value round-trips). Nothing here matches English text: a message that is not a known key is
 * plain text and stays as it came.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

export interface MessageByKey {
  readonly messageKey: string;
  readonly params?: MessageParams;
}

/** The English template of `key`, or undefined when the catalogue has no text there. */
export function messageTemplate(key: string): string | undefined {
  let node: unknown = KEYED_MESSAGES;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The reference a schema issue or a server error carries for `key` (checked at the call). */
export function messageRef(key: string, params?: MessageParams): string {
  if (messageTemplate(key) === undefined) throw new RangeError(`no message '${key}'`);
  if (!params || Object.keys(params).length === 0) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${key}?${query}`;
}

/** The key and placeholders of a reference; null for a text that is not one. */
export function parseMessageRef(text: string): MessageByKey | null {
  const mark = text.indexOf('?');
  const key = mark < 0 ? text : text.slice(0, mark);
  if (messageTemplate(key) === undefined) return null;
  if (mark < 0) return { messageKey: key };
  const params = Object.fromEntries(
    text
      .slice(mark + 1)
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair): [string, string] => {
        const [name = '', value = ''] = pair.split('=');
        return [decodeURIComponent(name), decodeURIComponent(value)];
      }),
  );
  return { messageKey: key, params };
}

/** The English text of a key, its `{{name}}` placeholders filled. */
export function englishMessage(key: string, params: MessageParams = {}): string {
  const template = messageTemplate(key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English text of a reference, or the text itself when it is not one. */
export function englishOf(text: string): string {
  const parsed = parseMessageRef(text);
  return parsed ? englishMessage(parsed.messageKey, parsed.params) : text;
}

type Group = keyof typeof KEYED_MESSAGES;

/** `{ name: 'group.name' }` for a group of plain texts: what a schema uses as its messages. */
export function refsOf<G extends Group>(
  group: G,
): { [K in keyof (typeof KEYED_MESSAGES)[G]]: string } {
  return Object.fromEntries(
    Object.keys(KEYED_MESSAGES[group]).map((name) => [name, `${group}.${name}`]),
  ) as { [K in keyof (typeof KEYED_MESSAGES)[G]]: string };
}
