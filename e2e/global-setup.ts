import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeEmbeddedTemplate, REPO_ROOT, startTestServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
    /** an embedded PostgreSQL, migrated and seeded, that each journey's server starts from */
    embeddedTemplate: string;
  }
}

/**
 * One embedded PostgreSQL is initialised per run and copied for each journey's server.
 * The journeys run against a production build of the web app, made once per run into a folder
 * of its own, so a run never disturbs (or is disturbed by) apps/web/dist or another run.
 * `E2E_WEB_DIST_DIR` names a build made moments before from the same sources (CI builds once
 * for the size budget and the journeys); it is used as it is and left in place.
 */
export default async function setUp(project: TestProject) {
  const given = process.env.E2E_WEB_DIST_DIR;
  if (given && !existsSync(path.join(given, 'index.html'))) {
    throw new Error(`E2E_WEB_DIST_DIR=${given} holds no built web app (index.html)`);
  }
  const outDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'forma-e2e-web-'));
  if (!given) {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'apps/web'),
      // Vitest sets NODE_ENV=test, and a Vite build under it is not a production build: no
      // service worker is registered, so `npm test` failed the offline journey that CI (which
      // passes its own build) did not.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  project.provide('webDistDir', outDir);
  // Every journey's server starts from a database already migrated and seeded with the demo
  // data (about 2 s of each server's start, times every journey file): one server does it here,
  // stops, and its data folder is the template the journeys copy.
  const initialised = await makeEmbeddedTemplate();
  const seeding = await startTestServer({}, { template: initialised });
  await seeding.stop({ keepDataDir: true });
  rmSync(initialised, { recursive: true, force: true });
  project.provide('embeddedTemplate', seeding.dataDir);
  return () => {
    if (!given) rmSync(outDir, { recursive: true, force: true });
    rmSync(seeding.dataDir, { recursive: true, force: true });
  };
}
