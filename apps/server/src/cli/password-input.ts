import { createInterface } from 'node:readline';
import { CliError } from './with-database';

/**
 * A password for the user command, from standard input (`--password-stdin`: one line, for
 * scripts and containers) or a prompt that does not echo on a terminal. Never from the command
 * line: `ps` and the shell's history show arguments to anyone on the machine.
 */
export async function readPassword(options: { fromStdin: boolean; confirm: boolean }) {
  if (options.fromStdin || !process.stdin.isTTY) return readLineFromStdin();
  const password = await prompt('Password: ');
  if (options.confirm && (await prompt('Password again: ')) !== password)
    throw new CliError('The two passwords differ.');
  return password;
}

async function readLineFromStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    if (line.length > 0) return line;
    break;
  }
  throw new CliError('No password on standard input (one line expected).');
}

/** Asks on the terminal with echo off: raw mode, reading keys until Enter. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new CliError('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}
