import { KEYED_MESSAGES } from '@form-a/domain/messages';

/** The catalogue's shape with every text widened to `string`, for the other languages. */
export type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };

/**
 * Every text the API or a shared schema answers with, by its key ('conflict.validated',
 * 'uidRules.notValid.Father'): the domain's English, never retyped, so the web shows an error
 * by its key (i18n/translate-message) and never by matching its words.
 */
export const apiErrorsEn: Widened<typeof KEYED_MESSAGES> = KEYED_MESSAGES;
