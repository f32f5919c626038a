/**
 * Every reason `scoreMatch` writes is 'field: how' or one of WHOLE_REASONS, in English (the
 * data-service contract). The web translates them by these keys; a text not listed here (an
 * external service's own) is shown as it came.
 */
export const REASON_FIELDS = {
  'first name': 'firstName',
  'middle name': 'middleName',
  'last name': 'lastName',
  'date of birth': 'dob',
  "father's name": 'fatherName',
  'first and middle name': 'givenName',
} as const;
export const REASON_KINDS = {
  exact: 'exact',
  'spelling variant': 'spellingVariant',
  'sounds alike': 'soundsAlike',
  typo: 'typo',
  initial: 'initial',
  similar: 'similar',
  joined: 'joined',
  'filler word': 'fillerWord',
  'given names as initials': 'givenInitials',
  nickname: 'nickname',
  alias: 'alias',
  different: 'different',
  missing: 'missing',
  dropped: 'dropped',
  'different (married name?)': 'married',
  'day/month swapped': 'dayMonthSwapped',
  'one digit differs': 'oneDigit',
  'birth month differs by one': 'monthOffByOne',
  'year only': 'yearOnly',
  'year off by one': 'yearOffByOne',
  'within a year': 'withinAYear',
} as const;
/**
 * Kinds that name something: 'first name: nickname of Vikram'. The web translates the words
 * and keeps the name as written.
 */
export const NAMED_REASON_KINDS = {
  'nickname of ': 'nicknameOf',
} as const;
export const WHOLE_REASONS = {
  'first and last name swapped': 'namesSwapped',
  'first and middle name joined': 'givenJoined',
} as const;
