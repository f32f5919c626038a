import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { z } from 'zod';

/**
 * The backup file (ADR 025), inside one gzip stream:
 *   a JSON header line (`zcat FILE | head -1` shows it), then frames of
 *   [kind: 1 byte][length: uint32 big-endian][payload]:
 *     'T' a table's JSON description, 'D' a chunk of its COPY text data, 'E' its end,
 *     'Z' the JSON trailer (sequences, row counts), which also proves the file is complete.
 * Row data stays PostgreSQL's COPY text format, byte for byte, so it is never parsed.
 */
export const BACKUP_FORMAT = 'form-a-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  postgresVersion: z.string(),
  /** the last migration applied to the source database */
  schemaVersion: z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() }),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupTableSchema = z.object({ name: z.string(), columns: z.array(z.string()) });
export type BackupTable = z.infer<typeof backupTableSchema>;

export const backupTrailerSchema = z.object({
  tables: z.record(z.string(), z.number()),
  sequences: z.array(
    z.object({ name: z.string(), lastValue: z.string().nullable(), isCalled: z.boolean() }),
  ),
});
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;

export type FrameKind = 'T' | 'D' | 'E' | 'Z';

/** Writes with back-pressure: waits while the stream's buffer is full. */
export async function writeChunk(stream: Writable, chunk: Buffer | string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export async function writeFrame(stream: Writable, kind: FrameKind, payload: Buffer | string) {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.alloc(5);
  head.write(kind, 0, 'latin1');
  head.writeUInt32BE(body.length, 1);
  await writeChunk(stream, head);
  if (body.length > 0) await writeChunk(stream, body);
}

export class BackupFormatError extends Error {}

/** Reads the header line and then frames from a stream of decompressed bytes. */
export class FrameReader {
  private buffered: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffered =
      this.buffered.length === 0 ? next.value : Buffer.concat([this.buffered, next.value]);
    return true;
  }

  private async take(length: number): Promise<Buffer> {
    while (this.buffered.length < length) {
      if (!(await this.fill())) throw new BackupFormatError('The backup file is truncated.');
    }
    const taken = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return taken;
  }

  async readHeaderLine(): Promise<string> {
    for (;;) {
      const newline = this.buffered.indexOf(0x0a);
      if (newline >= 0) {
        const line = this.buffered.subarray(0, newline).toString('utf8');
        this.buffered = this.buffered.subarray(newline + 1);
        return line;
      }
      if (this.buffered.length > 1024 * 1024 || !(await this.fill()))
        throw new BackupFormatError('This is not a Form-A backup file (no header).');
    }
  }

  async readFrame(): Promise<{ kind: FrameKind; payload: Buffer }> {
    const head = await this.take(5);
    const kind = head.toString('latin1', 0, 1);
    if (!['T', 'D', 'E', 'Z'].includes(kind))
      throw new BackupFormatError(`The backup file is damaged (frame '${kind}').`);
    const payload = await this.take(head.readUInt32BE(1));
    return { kind: kind as FrameKind, payload };
  }
}
