import type { CardVerification } from '@form-a/domain/api/cards';
import { CARD_LABELS } from './labels';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** 'Name / नाम', the Hindi marked as Hindi (it takes its own face) */
const label = ([english, hindi]: readonly [string, string]) =>
  `${english} <span lang="hi">/ ${hindi}</span>`;

/**
 * The page a card's QR code opens: plain server-rendered HTML in both languages, so that any
 * phone shows it at once without the web app. It says what the card says, no more: name,
 * branch, Jigyasu ID, and the photo's thumbnail when the organisation shows it (ADR 052), so
 * that the checker can hold the page against the card and its holder.
 */
export function verifyPage(result: CardVerification, orgTitle: string): string {
  const [photoWord, photoWordHi] = CARD_LABELS.photo;
  const photo = result.photo
    ? `<img class="photo" src="${escape(result.photo)}" width="120" alt="${escape(`${photoWord} / ${photoWordHi}: ${result.name ?? ''}`)}">`
    : '';
  const body = result.valid
    ? `<p class="verdict ok"><span>✓ Valid card</span> <span lang="hi">मान्य कार्ड</span></p>
  <div class="person">
  ${photo}
  <dl>
    <dt>${label(CARD_LABELS.name)}</dt><dd>${escape(result.name ?? '')}</dd>
    <dt>${label(CARD_LABELS.jigyasuId)}</dt><dd class="id">${escape(result.jigyasuId ?? '')}</dd>
    <dt>${label(CARD_LABELS.branch)}</dt><dd>${escape(result.branch ?? '')}</dd>
  </dl>
  </div>
  <p class="hint">${CARD_LABELS.compare[0]}</p>
  <p class="hint" lang="hi">${CARD_LABELS.compare[1]}</p>`
    : `<p class="verdict bad"><span>✗ Not a valid card</span> <span lang="hi">मान्य कार्ड नहीं</span></p>
  <p>This code was not issued by the portal, or the registration is no longer approved.</p>
  <p><span lang="hi">यह कोड पोर्टल द्वारा जारी नहीं किया गया है, या पंजीकरण अब स्वीकृत नहीं है।</span></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Card verification · कार्ड सत्यापन</title>
<style>
  @font-face { font-family: 'Noto Sans Devanagari'; font-weight: 400; src: url('/verify/font/devanagari-400.woff2') format('woff2'); unicode-range: U+0900-097F, U+200C-200D, U+25CC; }
  @font-face { font-family: 'Noto Sans Devanagari'; font-weight: 700; src: url('/verify/font/devanagari-700.woff2') format('woff2'); unicode-range: U+0900-097F, U+200C-200D, U+25CC; }
  body { font-family: system-ui, 'Noto Sans', 'Noto Sans Devanagari', sans-serif; margin: 0; color: #1a1a1a; background: #f5f5f5; }
  header { background: #283593; color: #fff; padding: 16px 20px; }
  header h1 { margin: 0; font-size: 1.15rem; }
  header p { margin: 4px 0 0; font-size: .95rem; }
  main { max-width: 560px; margin: 24px auto; background: #fff; padding: 20px 24px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .verdict { font-size: 1.35rem; font-weight: 700; margin: 0 0 16px; display: flex; flex-wrap: wrap; gap: 8px 16px; }
  /* Hindi first in its own face: a block of Hindi in the fallback chain drew empty boxes in bold (Chromium) */
  [lang="hi"] { font-family: 'Noto Sans Devanagari', system-ui, sans-serif; }
  .ok { color: #1b5e20; } .bad { color: #b71c1c; }
  dt { color: #555; font-size: .9rem; margin-top: 12px; }
  dd { margin: 2px 0 0; font-size: 1.2rem; font-weight: 600; }
  dd.id { font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; letter-spacing: .03em; }
  .person { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: flex-start; }
  .person dl { margin: 0; flex: 1 1 200px; }
  .photo { width: 120px; height: auto; border-radius: 4px; border: 1px solid #ccc; margin-top: 12px; }
  .hint { color: #555; font-size: .9rem; margin: 16px 0 0; }
  .hint + .hint { margin-top: 4px; }
</style>
</head>
<body>
<header><h1>${escape(orgTitle)}</h1><p>Card verification <span lang="hi">/ कार्ड सत्यापन</span></p></header>
<main>
  ${body}
</main>
</body>
</html>
`;
}
