import { STORAGE_KEYS } from '../config/storage-keys';

/**
 * Registers the production build's service worker (vite.config.ts, ADR 030) once the page has
 * loaded, so installing it never competes with the first screen for a slow link.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before; a return visit just goes to the network.
    });
  });
}

/**
 * After a new release a page from the cache may ask for a screen's chunk that the server no
 * longer has. Loading the new page then beats an error screen; once a minute at most, so a
 * chunk that is really missing cannot make the page reload for ever.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(STORAGE_KEYS.staleChunkReload) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(STORAGE_KEYS.staleChunkReload, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
