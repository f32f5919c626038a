import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite. The API suite (`server`) runs on PostgreSQL: DATABASE_URL's
 * server, else one it starts itself (apps/server/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself: one worker on CI's two cores, so the suites ran
    // one file at a time while most files wait on a database or a spawned server. A worker per
    // core keeps both busy. The journeys run side by side too: each file starts its own server on
    // its own copy of the embedded database (e2e/support/server.ts), so no two share data.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          // Each file imported the whole server afresh (fastify, drizzle, zod, every module):
          // 93 s of the suite's 255 s of CPU. The files share no module state (no vi.mock, no
          // stubbed globals; each builds its own app on its own database), so a worker keeps
          // what it imported for its next file (ADR 079).
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
