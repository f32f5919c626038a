import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari500 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import languageLabel from '../assets/fonts/language-label-devanagari.woff2?inline';

/**
 * Text uses the fonts the device already has (ADR 026): Roboto on Android and ChromeOS, Segoe UI
 * on Windows, San Francisco on Apple devices. Devanagari has a family of its own, first in the
 * list but limited to the Devanagari range, so it never changes Latin text: each weight is the
 * device's own face (Nirmala UI, Kohinoor Devanagari, Noto Sans Devanagari) through local(), and
 * only a device with none of them downloads Noto Sans Devanagari. It must come before the
 * generic families: on Linux, fontconfig answers 'Arial' or 'system-ui' with a Latin face that
 * Chromium then uses for Devanagari too, drawing empty boxes. The language switch's 'हिं' has its
 * own 1 KB subset inlined here, so the English sign-in page does not fetch a 50 KB face.
 */
const DEVANAGARI_FAMILY = '"Form-A Devanagari"';

export const FONT_FAMILY = [
  DEVANAGARI_FAMILY,
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const LANGUAGE_LABEL_FONT_FAMILY = `"Language Label Devanagari",${FONT_FAMILY}`;

const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** The device's Devanagari faces per weight, by full name and PostScript name. */
const LOCAL_DEVANAGARI: Record<400 | 500 | 700, string[]> = {
  400: [
    'Nirmala UI',
    'NirmalaUI',
    'Kohinoor Devanagari Regular',
    'KohinoorDevanagari-Regular',
    'Noto Sans Devanagari',
    'NotoSansDevanagari-Regular',
  ],
  500: [
    'Nirmala UI Semibold',
    'NirmalaUI-Semibold',
    'Kohinoor Devanagari Medium',
    'KohinoorDevanagari-Medium',
    'Noto Sans Devanagari Medium',
    'NotoSansDevanagari-Medium',
  ],
  700: [
    'Nirmala UI Bold',
    'NirmalaUI-Bold',
    'Kohinoor Devanagari Bold',
    'KohinoorDevanagari-Bold',
    'Noto Sans Devanagari Bold',
    'NotoSansDevanagari-Bold',
  ],
};

function devanagariFace(weight: 400 | 500 | 700, url: string): string {
  const sources = [
    ...LOCAL_DEVANAGARI[weight].map((name) => `local("${name}")`),
    `url(${url}) format("woff2")`,
  ];
  return `@font-face {
  font-family: ${DEVANAGARI_FAMILY};
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: ${sources.join(', ')};
  unicode-range: ${DEVANAGARI_RANGE};
}`;
}

/** @font-face rules, given to MUI's CssBaseline so they ship in the JS and not as a CSS file. */
export const FONT_FACES = [
  devanagariFace(400, devanagari400),
  devanagariFace(500, devanagari500),
  devanagariFace(700, devanagari700),
  `@font-face {
  font-family: "Language Label Devanagari";
  font-display: block;
  font-weight: 100 900;
  src: url(${languageLabel}) format("woff2");
  unicode-range: ${DEVANAGARI_RANGE};
}`,
].join('\n');
