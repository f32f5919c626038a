import { openPdfDocument } from './fonts';
import { CARD_LABELS as LABELS } from './labels';

export type CardSize = 'A6' | 'ID1';

export interface CardContent {
  name: string;
  jigyasuId: string;
  branch: string;
  /** the date of registration (approval) as printed, e.g. 23/11/2026 */
  registeredOn: string;
  /** JPEG or PNG bytes; null draws an empty frame */
  photo: Buffer | null;
  verifyUrl: string;
}

const MM = 72 / 25.4;
/** page sizes in points: A6 portrait, ID-1 (ISO/IEC 7810, the bank-card size) landscape */
const PAGE: Record<CardSize, [number, number]> = {
  A6: [105 * MM, 148 * MM],
  ID1: [85.6 * MM, 53.98 * MM],
};

const INK = '#1a1a1a';
const MUTED = '#555555';
const BAND = '#283593';

const DEVANAGARI = /[\u0900-\u097F]/;

type Doc = PDFKit.PDFDocument;

/** What every card shows, in the order shown: each label in both languages, and its value. */
function cardFields(card: CardContent): Array<[readonly [string, string], string]> {
  return [
    [LABELS.name, card.name],
    [LABELS.jigyasuId, card.jigyasuId],
    [LABELS.branch, card.branch],
    [LABELS.registeredOn, card.registeredOn],
  ];
}

function fontFor(text: string, bold: boolean) {
  const script = DEVANAGARI.test(text) ? 'hi' : 'la';
  return `${script}${bold ? '-bold' : ''}`;
}

/** A label pair on one line, each half in its script's font. */
function labelPair(doc: Doc, pair: readonly [string, string], x: number, y: number, size: number) {
  doc
    .fillColor(MUTED)
    .fontSize(size)
    .font('la')
    .text(`${pair[0]} / `, x, y, { continued: true, lineBreak: false })
    .font('hi')
    .text(pair[1], { lineBreak: false });
}

function value(doc: Doc, text: string, x: number, y: number, size: number, width: number) {
  doc
    .fillColor(INK)
    .font(fontFor(text, true))
    .fontSize(size)
    .text(text, x, y, { width, lineBreak: false, ellipsis: true });
}

function photoFrame(doc: Doc, photo: Buffer | null, x: number, y: number, w: number, h: number) {
  doc.save().lineWidth(0.6).strokeColor('#9e9e9e').rect(x, y, w, h).stroke().restore();
  if (photo)
    doc.image(photo, x + 1, y + 1, { fit: [w - 2, h - 2], align: 'center', valign: 'center' });
}

function drawA6(doc: Doc, card: CardContent, orgTitle: string, qr: Buffer) {
  const [width, height] = PAGE.A6;
  const margin = 18;
  doc.rect(0, 0, width, 56).fill(BAND);
  doc.fillColor('#ffffff').font(fontFor(orgTitle, true)).fontSize(13);
  doc.text(orgTitle, margin, 12, { width: width - 2 * margin, lineBreak: false, ellipsis: true });
  doc.fontSize(10).font('la').text(`${LABELS.heading[0]} / `, margin, 32, { continued: true });
  doc.font('hi').text(LABELS.heading[1]);

  photoFrame(doc, card.photo, margin, 70, 84, 105);
  doc.image(qr, width - margin - 104, 70, { width: 104, height: 104 });

  let y = 192;
  const fields = cardFields(card);
  for (const [label, text] of fields) {
    labelPair(doc, label, margin, y, 8);
    value(doc, text, margin, y + 12, 13, width - 2 * margin);
    y += 40;
  }
  labelPair(doc, LABELS.scan, margin, height - 40, 7.5);
  doc
    .fillColor(MUTED)
    .font('la')
    .fontSize(6.5)
    .text(card.verifyUrl, margin, height - 26, {
      width: width - 2 * margin,
      lineBreak: false,
      ellipsis: true,
    });
}

function drawId1(doc: Doc, card: CardContent, orgTitle: string, qr: Buffer) {
  const [width, height] = PAGE.ID1;
  const margin = 8;
  doc.rect(0, 0, width, 26).fill(BAND);
  doc.fillColor('#ffffff').font(fontFor(orgTitle, true)).fontSize(8.5);
  doc.text(orgTitle, margin, 5, { width: 130, lineBreak: false, ellipsis: true });
  doc.fontSize(6).font('la').text(`${LABELS.heading[0]} / `, margin, 15, { continued: true });
  doc.font('hi').text(LABELS.heading[1]);

  photoFrame(doc, card.photo, margin, 33, 52, 65);
  const qrSize = 66;
  doc.image(qr, width - margin - qrSize, 33, { width: qrSize, height: qrSize });

  const x = margin + 58;
  const fieldWidth = width - x - qrSize - margin - 4;
  let y = 32;
  const fields = cardFields(card);
  for (const [label, text] of fields) {
    labelPair(doc, label, x, y, 5);
    value(doc, text, x, y + 6.5, 7.5, fieldWidth);
    y += 19;
  }
  labelPair(doc, LABELS.scan, margin, height - 14, 5);
}

/** One page per card, in one PDF (a day's batch, or a single card). */
export async function renderCards(
  cards: readonly CardContent[],
  options: { size: CardSize; orgTitle: string },
): Promise<Buffer> {
  const [{ doc, file }, { default: QRCode }] = await Promise.all([
    openPdfDocument({
      size: PAGE[options.size],
      margin: 0,
      autoFirstPage: false,
      info: { Title: 'Registration card', Producer: 'Form-A Portal' },
    }),
    // loaded on the first card, not at start: most processes never print one
    import('qrcode'),
  ]);

  for (const card of cards) {
    const qr = await QRCode.toBuffer(card.verifyUrl, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 360,
    });
    doc.addPage();
    if (options.size === 'A6') drawA6(doc, card, options.orgTitle, qr);
    else drawId1(doc, card, options.orgTitle, qr);
  }
  doc.end();
  return file;
}
