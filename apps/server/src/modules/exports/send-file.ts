import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportLease } from './budget';
import { ExportOutput, watchStall } from './stall';

export interface StreamedFile {
  contentType: string;
  /** the attachment's file name (ASCII) */
  name: string;
  /** writes the file into `out` and resolves with its rows (for the log) */
  write: (out: Writable) => Promise<number>;
}

/**
 * Sends a file written while it streams, on `lease` (ADR 033, 044): a reader that takes
 * nothing for `stallMs`, or a file older than `timeoutMs`, is cut off; a reader that goes away
 * stops the writer; the lease goes back however the file ends. The list exports and the access
 * log's period file (ADR 054) both go out this way.
 */
export function sendStreamedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  lease: ExportLease,
  file: StreamedFile,
  limits: { stallMs: number; timeoutMs: number },
) {
  const out = new ExportOutput();
  const startedAt = Date.now();
  // Ends the response, which closes `out`, which stops the writer and gives the connection
  // back. A reset rather than a close: the kernel drops the megabytes still queued for a
  // reader who is not reading, instead of trying to deliver them for minutes.
  const cut = (reason: string) => {
    request.log.warn({ reason, afterMs: Date.now() - startedAt }, 'export cut');
    const socket = reply.raw.socket;
    if (socket) socket.resetAndDestroy();
    else reply.raw.destroy();
  };
  const stopWatch = watchStall(out, limits.stallMs, () =>
    cut(`the reader took nothing for ${limits.stallMs / 1000} s`),
  );
  // COPY (CSV) is one statement, which statement_timeout ends; a file read through the cursor
  // (XLSX) is many short ones, so the same bound is kept
  // here: a reader that takes a little every few seconds cannot hold a place for hours.
  const deadline = setTimeout(
    () => cut(`longer than ${limits.timeoutMs / 1000} s`),
    limits.timeoutMs,
  );
  deadline.unref();
  // A reader that goes away mid-file (or is cut): stop fetching, and give the place back now
  // rather than when the writer notices. Closing the connection fails whatever query it
  // runs; and a writer that never settles (exceljs waits for a 'finish' that a destroyed
  // output never emits) cannot keep the place.
  reply.raw.once('close', () => {
    stopWatch();
    clearTimeout(deadline);
    if (reply.raw.writableFinished) return;
    out.destroy();
    lease.release(new Error('the response closed before the file was done'));
  });
  file.write(out).then(
    (rows) => {
      lease.release();
      request.log.info({ exportRows: rows }, 'export finished');
    },
    (error: unknown) => {
      lease.release(error ?? true);
      // The status line has gone out: the reader sees a cut-off file (no final newline or
      // an unreadable XLSX); the log says why, without the rows' data.
      request.log.warn({ err: error }, 'export stopped');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
