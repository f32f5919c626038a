import { vi } from 'vitest';

/**
 * The test DOM has no blob URLs and does not download: from now until the mocks are restored,
 * every link clicked (a download handed to the browser) is recorded in the returned list, and a
 * blob's URL is `blobUrl`.
 */
export function recordDownloads(blobUrl: string): HTMLAnchorElement[] {
  const saved: HTMLAnchorElement[] = [];
  URL.createObjectURL = vi.fn(() => blobUrl);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this);
  });
  return saved;
}
