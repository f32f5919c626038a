/**
 * Browser storage keys. The user object holds no token: the session itself lives in an
 * httpOnly cookie the browser never reads.
 */
export const STORAGE_KEYS = {
  /** SessionUser JSON; localStorage when 'Remember me' was ticked, sessionStorage otherwise */
  user: 'forma.user',
  /** ISO expiry the server returned; sessionStorage, so it survives reloads of this tab only */
  sessionExpiresAt: 'forma.session.expiresAt',
  /** ms this browser's clock ran ahead of the server's when expiresAt arrived; sessionStorage */
  sessionClockOffset: 'forma.session.clockOffsetMs',
  /** 'en' | 'hi' in localStorage */
  language: 'forma.language',
  /** when the page last reloaded for a chunk a new release removed; sessionStorage */
  staleChunkReload: 'forma.staleChunkReloadAt',
} as const;
