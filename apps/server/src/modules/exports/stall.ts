import { Transform, type TransformCallback } from 'node:stream';

/**
 * An export's output: passes chunks on to the response unchanged and notes when the response
 * last took some. Once its buffers are full, `_read` and `_transform` run only as the response
 * takes a chunk, so `lastTaken` is the reader's progress, to within a chunk (ADR 044).
 */
export class ExportOutput extends Transform {
  lastTaken = Date.now();

  override _transform(chunk: unknown, _encoding: BufferEncoding, callback: TransformCallback) {
    this.lastTaken = Date.now();
    callback(null, chunk);
  }

  override _read(size: number) {
    this.lastTaken = Date.now();
    super._read(size);
  }

  /** bytes written to it that the response has not taken yet */
  get pending(): number {
    return this.writableLength + this.readableLength;
  }
}

/**
 * Calls `onStall` once when `out` has held bytes for `stallMs` without the response taking
 * any: the reader has stopped reading. A slow database never counts, since `out` is then
 * empty. Returns a function that stops watching (call it when the response closes).
 */
export function watchStall(out: ExportOutput, stallMs: number, onStall: () => void): () => void {
  // Checked a few times per period: the cut comes at most a quarter-period (or a second) late.
  const tick = Math.max(50, Math.min(1000, Math.floor(stallMs / 4)));
  const timer = setInterval(() => {
    if (out.pending === 0 || Date.now() - out.lastTaken < stallMs) return;
    clearInterval(timer);
    onStall();
  }, tick);
  // A watch never keeps a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
