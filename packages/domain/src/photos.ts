/**
 * The applicant photo's limits (ADR 015), shared by the server, which refuses more, and the
 * wizard, which states them and shrinks a larger photo before sending it.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);
/** The types the server accepts, by the file's first bytes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
