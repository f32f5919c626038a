import { createRequire } from 'node:module';
import path from 'node:path';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

export interface RenderedPage {
  width: number;
  height: number;
  png: Buffer;
  rgba: Uint8ClampedArray;
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number; toBuffer(type: 'image/png'): Buffer };
    context: {
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
    };
  };
}

/** Renders PDF pages the way a viewer does (pdf.js on @napi-rs/canvas): npm packages only. */
export async function renderPdf(bytes: Buffer, scale = 3): Promise<RenderedPage[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
  });
  const pdf = await task.promise;
  const pages: RenderedPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale });
    // pdf.js in Node draws on @napi-rs/canvas through its own factory
    const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvasContext: context, viewport, canvas } as never).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    pages.push({
      width: canvas.width,
      height: canvas.height,
      png: canvas.toBuffer('image/png'),
      rgba: image.data,
    });
  }
  await task.destroy();
  return pages;
}

/** The text of the QR code on a rendered page, or null when none decodes. */
export function decodeQr(page: RenderedPage): string | null {
  return jsQR(page.rgba, page.width, page.height)?.data ?? null;
}
