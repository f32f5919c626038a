import { KEYED_MESSAGES } from '@form-a/domain/messages';

type Widened<T> = { [Group in keyof T]: { [Key in keyof T[Group]]: string } };

/**
 * The server texts that come with a `messageKey` ('conflict.validated'): the domain's English,
 * never retyped, so the web translates an error by its key instead of matching its words.
 */
export const apiErrorsEn: Widened<typeof KEYED_MESSAGES> = {
  conflict: { ...KEYED_MESSAGES.conflict },
  review: { ...KEYED_MESSAGES.review },
  admin: { ...KEYED_MESSAGES.admin },
  precheck: { ...KEYED_MESSAGES.precheck },
};
