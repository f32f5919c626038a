/**
 * The organisation's clock, apart from lib/format-date so that the sign-in page, which sets it
 * from the public settings but shows no date, does not download the date formatting (ADR 038).
 */

/** The server's TIME_ZONE default, used until GET /api/config/public has answered. */
export const DEFAULT_ORG_TIME_ZONE = 'Asia/Kolkata';

let orgTimeZone = DEFAULT_ORG_TIME_ZONE;

/** Set once the public settings arrive (lib/public-config). */
export function setOrgTimeZone(timeZone: string): void {
  try {
    // an unknown zone throws here, not later inside a list cell
    new Intl.DateTimeFormat('en', { timeZone });
    orgTimeZone = timeZone;
  } catch {
    orgTimeZone = DEFAULT_ORG_TIME_ZONE;
  }
}

export function getOrgTimeZone(): string {
  return orgTimeZone;
}
