/** Where a stored photo is served; the record keeps this path (spec: "photo (path)"). */
export const PHOTO_ROUTE_PREFIX = '/api/photos/';

const PHOTO_PATH =
  /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function photoPath(id: string): string {
  return `${PHOTO_ROUTE_PREFIX}${id}`;
}

export function photoIdFromPath(path: string): string | null {
  return PHOTO_PATH.exec(path)?.[1] ?? null;
}
