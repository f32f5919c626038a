/**
 * Writes the tiny font that draws the language switch's Devanagari label ('हिं') on pages shown
 * in English: a subset of Noto Sans Devanagari with only those glyphs (about 1 KB instead of the
 * 50 KB face, which a first visit in English would otherwise fetch on machines without a system
 * Devanagari font). Run after changing a label: `npm run fonts:label -w @form-a/web`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGES } from '../src/i18n/languages';

export const LABEL_FONT_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/assets/fonts/language-label-devanagari.woff2',
);

export async function makeLanguageLabelFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2'),
  );
  const text = LANGUAGES.map((language) => language.short).join('');
  return subsetFont(source, text, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(LABEL_FONT_PATH, await makeLanguageLabelFont());
  console.log(`Wrote ${LABEL_FONT_PATH}`);
}
