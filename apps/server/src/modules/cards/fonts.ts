import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// fontverter ships no types: the one call made here.
const fontverter = require('fontverter') as {
  convert(font: Buffer, format: 'truetype'): Promise<Buffer>;
};

export interface CardFonts {
  latin: Buffer;
  latinBold: Buffer;
  devanagari: Buffer;
  devanagariBold: Buffer;
}

let loading: Promise<CardFonts> | undefined;

/**
 * Noto Sans Devanagari, the web app's own font (fontsource), as TrueType: pdfkit shapes
 * Devanagari through fontkit's Indic shaper (conjuncts, the i-matra before its consonant,
 * reph), but embeds WOFF2 input wrongly, so the files are converted once per process.
 */
export function cardFonts(): Promise<CardFonts> {
  loading ??= (async () => {
    const dir = path.join(
      path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
      'files',
    );
    const load = async (subset: string, weight: number) =>
      fontverter.convert(
        await readFile(path.join(dir, `noto-sans-devanagari-${subset}-${weight}-normal.woff2`)),
        'truetype',
      );
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
