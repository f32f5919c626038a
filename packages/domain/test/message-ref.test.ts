import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, KEYED_MESSAGES } from '../src/messages';
import { englishMessage, englishOf, messageRef, parseMessageRef } from '../src/message-ref';
import { signInSchema } from '../src/schemas/auth';

describe('messages by key', () => {
  it('carries a key and its placeholders, and gives the English text of the spec', () => {
    const ref = messageRef('uidRules.notValid.Father', { uid: 'A&B=C 1' });
    expect(parseMessageRef(ref)).toEqual({
      messageKey: 'uidRules.notValid.Father',
      params: { uid: 'A&B=C 1' },
    });
    expect(englishOf(ref)).toBe("Father UID 'A&B=C 1' not Valid UID.");
    expect(englishMessage('field.tooLong', { label: 'Email', max: 254 })).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('leaves a text that is not a key as it is', () => {
    expect(parseMessageRef(AUTH_MESSAGES.uidRequired)).toBeNull();
    expect(englishOf('Invalid input')).toBe('Invalid input');
    expect(() => messageRef('auth.noSuchMessage')).toThrow(RangeError);
  });

  it('puts keys, not English, into schema issues', () => {
    const issue = signInSchema.safeParse({ uid: '', password: 'x' }).error?.issues[0];
    expect(issue?.message).toBe('auth.uidRequired');
    expect(englishOf(issue!.message)).toBe(KEYED_MESSAGES.auth.uidRequired);
  });
});
