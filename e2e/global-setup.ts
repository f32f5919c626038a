import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

/**
 * The journeys run against a production build of the web app, made once per run into a folder
 * of its own, so a run never disturbs (or is disturbed by) apps/web/dist or another run.
 */
export default function buildWeb(project: TestProject) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'forma-e2e-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('webDistDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
