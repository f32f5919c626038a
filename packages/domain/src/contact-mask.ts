/**
 * A person's phone and email as a list shows them to a reader whose task does not need them
 * (ADR 057): enough to tell two records apart and to recognise a number the seeker reads out,
 * not enough to call or write. The server masks lists in SQL (apps/server, contact-mask-sql.ts);
 * these functions are the reference that SQL is tested against, and mask what TypeScript answers.
 *
 * The mask is always four bullets, so it does not tell how long the hidden part is. Characters
 * are counted as code points, as PostgreSQL counts them.
 */
export const MASK = '••••';

/** Digits kept of a phone number: its national number, as the search keys it (search.ts). */
const NATIONAL_DIGITS = 10;

/**
 * `+91 98765 43210` → `98••••3210`: of the last ten digits (an Indian number without +91 or a
 * leading 0), the first two and the last four. A shorter number keeps only its last two digits
 * (from six digits on), and a very short one is all bullets. Empty stays empty: "no phone" is
 * not personal data.
 */
export function maskPhone(phone: string): string {
  if (phone === '') return '';
  const digits = phone.replace(/[^0-9]/g, '').slice(-NATIONAL_DIGITS);
  if (digits.length >= NATIONAL_DIGITS) return `${digits.slice(0, 2)}${MASK}${digits.slice(-4)}`;
  if (digits.length >= 6) return `${MASK}${digits.slice(-2)}`;
  return MASK;
}

/**
 * `ravi.kumar@example.com` → `ra••••@example.com`: the domain, and the first two characters of
 * the local part (one when it has four or fewer; none when it has one). Text without an '@'
 * is all bullets; empty stays empty.
 */
export function maskEmail(email: string): string {
  if (email === '') return '';
  const at = email.lastIndexOf('@');
  if (at < 0) return MASK;
  const local = Array.from(email.slice(0, at));
  const kept = local.length >= 5 ? 2 : local.length >= 2 ? 1 : 0;
  return `${local.slice(0, kept).join('')}${MASK}${email.slice(at)}`;
}

/** Whether a value is a mask this module wrote (a reader may reveal it; ADR 057). */
export const isMasked = (value: string): boolean => value.includes(MASK);
