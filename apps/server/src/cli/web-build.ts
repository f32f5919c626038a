import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { isProcessAlive } from '../lib/process-alive';

/**
 * Each `npm start` builds the web app into a folder of its own and serves that folder until it
 * stops (ADR 025): a second `npm start` in the same checkout (another DATA_DIR and PORT) never
 * rewrites the files a running server sends, so a page it served can still load its chunks.
 * `<build>.pid` names the server that serves a build; builds of servers that are gone are
 * removed by the next start.
 */
export const WEB_BUILDS_DIR = path.join(REPO_ROOT, 'apps/web/builds');

/** A build still being written by a start that has not yet recorded its pid is left alone. */
const UNCLAIMED_GRACE_MS = 60 * 60 * 1000;

export class WebBuildError extends Error {}

/** The release's web build (`npm run build`), which a production start serves as it is. */
export async function releaseWebBuild(dir: string): Promise<string> {
  const found = await stat(path.join(dir, 'index.html')).then(
    () => true,
    () => false,
  );
  if (!found) {
    throw new WebBuildError(
      `No web build in ${dir}. A production start serves the release build and builds nothing:\n` +
        'run `npm run build` first (it needs the devDependencies), or point WEB_DIST_DIR at the build.',
    );
  }
  return dir;
}

export async function buildWebForThisServer(
  options: { stdio?: 'inherit' | 'ignore' } = {},
): Promise<string> {
  await mkdir(WEB_BUILDS_DIR, { recursive: true });
  const id = `${new Date().toISOString().replaceAll(/[:.]/g, '-')}-${process.pid}`;
  const dir = path.join(WEB_BUILDS_DIR, id);
  // Claimed before the build starts, so that a start running at the same moment keeps it.
  await writeFile(`${dir}.pid`, `${process.pid}\n`);
  await removeUnusedBuilds();
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', 'build', '-w', '@form-a/web', '--', '--outDir', dir, '--emptyOutDir'],
      { cwd: REPO_ROOT, stdio: options.stdio ?? 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (status !== 0) {
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.pid`, { force: true });
    throw new WebBuildError('The web build failed; see the output above.');
  }
  return dir;
}

/** Removes the builds whose server has stopped; returns their names. */
export async function removeUnusedBuilds(): Promise<string[]> {
  const entries = await readdir(WEB_BUILDS_DIR, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(WEB_BUILDS_DIR, entry.name);
    const pid = Number((await readFile(`${dir}.pid`, 'utf8').catch(() => '')).trim());
    if (pid > 0 ? isProcessAlive(pid) : Date.now() - (await stat(dir)).mtimeMs < UNCLAIMED_GRACE_MS)
      continue;
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}.pid`, { force: true });
    removed.push(entry.name);
  }
  return removed;
}
