/**
 * Spec section 9: session length and warning. The server's GET /api/config/public is the source;
 * these are only used until it answers (or if it cannot be reached).
 */
export const DEFAULT_SESSION_SECONDS = 3500;
export const DEFAULT_SESSION_WARNING_SECONDS = 600;
