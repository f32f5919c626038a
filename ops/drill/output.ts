// The drill's console: timed steps, checks that collect failures, commands, and the clean-up
// that runs however the drill ends (also on Ctrl+C).
import { spawn, type ChildProcess } from 'node:child_process';

const started = performance.now();
export const secondsSince = (since = started) => ((performance.now() - since) / 1000).toFixed(1);

export function say(line: string) {
  process.stdout.write(`[${secondsSince().padStart(5)}s] ${line}\n`);
}

/** Runs a step and prints it with its duration (and what `detail` says of its result). */
export async function step<T>(
  label: string,
  work: () => Promise<T>,
  detail?: (result: T) => string,
): Promise<T> {
  const since = performance.now();
  const result = await work();
  say(`${label} (${secondsSince(since)} s)${detail ? `: ${detail(result)}` : ''}`);
  return result;
}

/** What stops an engine's drill: a step that could not be done. */
export class DrillFailure extends Error {}

export const messageOf = (error: unknown) =>
  error instanceof DrillFailure ? error.message : ((error as Error).stack ?? String(error));

/** The checks of one engine: each prints a line; failures are collected, not thrown. */
export class Checks {
  readonly failures: string[] = [];
  constructor(private readonly label: string) {}
  /** `detail` is shown when the check fails */
  check(ok: boolean, what: string, detail = '') {
    const failure = `${what}${detail ? `: ${detail}` : ''}`;
    say(`${this.label}: ${ok ? `ok    ${what}` : `FAIL  ${failure}`}`);
    if (!ok) this.failures.push(failure);
    return ok;
  }
}

/** the commands of `run` still running */
const running = new Set<ChildProcess>();
const cleanups: Array<{ what: string; run: () => Promise<unknown> }> = [];
let cleaning: Promise<void> | undefined;

/** Registers a clean-up; they run last first (at once when the clean-up has begun). */
export function onCleanUp(what: string, run: () => Promise<unknown>) {
  if (cleaning) void run().catch(() => {});
  else cleanups.push({ what, run });
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    // Commands still running (a signal, a failure beside them) end first, then the rest.
    await Promise.all(
      [...running].map(
        (child) =>
          new Promise((resolve) => {
            child.once('close', resolve);
            child.kill('SIGTERM');
            setTimeout(resolve, 5000).unref();
          }),
      ),
    );
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop()!;
      await cleanup
        .run()
        .catch((error: Error) => say(`clean-up: ${cleanup.what}: ${error.message}`));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

export const tail = (text: string, lines = 40) =>
  text.trimEnd().split('\n').slice(-lines).join('\n');

/** Runs a command to its end; throws with the end of its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (cleaning) return reject(new DrillFailure(`not started, the drill is stopping: ${command}`));
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    if (options.input !== undefined) {
      child.stdin!.on('error', () => {}); // a command that does not read it: its exit code tells
      child.stdin!.end(options.input);
    }
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      if (code === 0) resolve(output);
      else
        reject(
          new DrillFailure(`${command} ${args.join(' ')} exited with ${code}:\n${tail(output)}`),
        );
    });
  });
}
