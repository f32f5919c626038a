import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_ROOT } from '../../config';

const require = createRequire(import.meta.url);

export interface CardFonts {
  latin: Buffer;
  latinBold: Buffer;
  devanagari: Buffer;
  devanagariBold: Buffer;
}

// Beside this file (fonts/README.md says where they come from). Through SERVER_ROOT, not
// import.meta.url: the bundled dist/server.js sits at another depth than this source file.
const CARD_FONTS_DIR = path.join(SERVER_ROOT, 'src/modules/cards/fonts');

let loading: Promise<CardFonts> | undefined;

/**
 * Noto Sans Devanagari, the web app's own font (fontsource), as TrueType: pdfkit shapes
 * Devanagari through fontkit's Indic shaper (conjuncts, the i-matra before its consonant,
 * reph), but embeds WOFF2 input wrongly, so the fontsource WOFF2 files were converted to
 * TrueType once and committed (ADR 043). Read once per process.
 */
export function cardFonts(): Promise<CardFonts> {
  loading ??= (async () => {
    const load = (subset: string, weight: number) =>
      readFile(path.join(CARD_FONTS_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.ttf`));
    const [latin, latinBold, devanagari, devanagariBold] = await Promise.all([
      load('latin', 400),
      load('latin', 700),
      load('devanagari', 400),
      load('devanagari', 700),
    ]);
    return { latin, latinBold, devanagari, devanagariBold };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const webFonts = new Map<400 | 700, Promise<Buffer>>();

/** The verification page's Hindi font as the browser takes it (WOFF2, read once per weight). */
export function devanagariWoff2(weight: 400 | 700): Promise<Buffer> {
  let font = webFonts.get(weight);
  if (!font) {
    font = readFile(
      path.join(
        path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
        'files',
        `noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      ),
    );
    webFonts.set(weight, font);
  }
  return font;
}

/**
 * A pdfkit document with the portal's fonts registered as 'la', 'la-bold', 'hi' and 'hi-bold',
 * and the file it becomes once `doc.end()` is called. pdfkit is loaded on the first PDF, not
 * at start: most processes never make one.
 */
export async function openPdfDocument(options: PDFKit.PDFDocumentOptions) {
  const [fonts, { default: PDFDocument }] = await Promise.all([cardFonts(), import('pdfkit')]);
  const doc = new PDFDocument(options);
  doc.registerFont('la', fonts.latin);
  doc.registerFont('la-bold', fonts.latinBold);
  doc.registerFont('hi', fonts.devanagari);
  doc.registerFont('hi-bold', fonts.devanagariBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, file };
}
