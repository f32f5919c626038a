import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstScreenShell } from './build-plugins/first-screen-shell.ts';
import { prerenderSignIn } from './build-plugins/prerender-sign-in.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const signInShell = firstScreenShell(/features\/auth\/routes\/sign-in\.tsx$/);

/** Fastify serves /api and /ext on the same origin in production; the dev server forwards them. */
const API_TARGET = process.env.FORMA_API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/ext': { target: API_TARGET, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    signInShell.plugin,
    prerenderSignIn(),
    // A service worker for a return visit on a flaky link (ADR 030): the page and the sign-in
    // screen's files kept from the first visit, every other fingerprinted file once fetched.
    // Nothing from /api or /ext is ever stored, so no member's data sits in the browser.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => entry.url === 'index.html' || signInShell.isShellFile(entry.url),
            ),
          }),
        ],
        navigateFallback: '/index.html',
        // The server answers these itself: a card's QR opens /verify/<token>, a page the
        // server renders (ADR 032), which the app's index.html would turn into its sign-in.
        navigateFallbackDenylist: [/^\/api\//, /^\/ext\//, /^\/verify\//],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'form-a-assets', expiration: { maxEntries: 400 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // .br and .gz beside each text file, made once here; the server sends the one the browser
    // accepts (preCompressed in apps/server/src/plugins/web-static.ts). Source maps are left
    // out: only developer tools fetch them. Last, so the service worker's files get them too.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|txt)$/,
    }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No manual chunk groups: every screen is a React.lazy import (src/app/router.tsx), so the
    // DataGrid lands in the admin users chunk and the date pickers in the chunks of the screens
    // that render them. A named group for @mui/x-* pulls shared @mui/material modules along
    // with it (or, with includeDependenciesRecursively off, breaks module init order), which
    // makes the entry chunk import it.
    // Every lazy screen sharing a few MUI modules with another made a chunk of its own: 211
    // files, half under 2 KB; the dashboard's page needed 110 of them, and signing in through to
    // it 133 responses. A shared chunk under 16 KB is now copied into the chunks that use it (ADR
    // 083): 78 files, 28 for the dashboard, 42 responses; on a branch's slow link it paints
    // sooner, though a few pages carry 3–5 % more bytes.
    rolldownOptions: {
      // Vite's own default for an app; spelt out because the inlining requires it
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'happy-dom',
    include: ['test/**/*.test.tsx', 'src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Each file still gets its own module graph and DOM, but in a VM context of a long-lived
    // worker thread instead of a fresh process: 243 s → 130 s for this project on two cores,
    // the same 292 tests passing (ADR 090).
    pool: 'vmThreads',
  },
});
