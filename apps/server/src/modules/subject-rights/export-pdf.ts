import type { SubjectExport } from '@form-a/domain/api/subject-export';
import {
  EXPORT_COLUMN_LABELS,
  exportCodeLabels,
  exportColumnLabels,
  type ExportCodedColumn,
  type ExportLanguage,
} from '@form-a/domain/export-labels';
import type { EnumOption } from '@form-a/domain/enums';
import { ENUM_LABELS_HI } from '@form-a/domain/enums-hi';
import { outboxKindName } from '@form-a/domain/outbox-kinds';
import {
  REGISTRATION_FIELDS,
  subjectPdfFieldsOf,
  type RegistrationField,
} from '@form-a/domain/registration-fields';
import { ROLE_CODES, type RoleCode } from '@form-a/domain/roles';
import type { RegistrationRecord } from '@form-a/domain/schemas/registration-record';
import { openPdfDocument } from '../cards/fonts';
import { fill, SUBJECT_PDF_LABELS, type SubjectPdfLabels } from './pdf-labels';

type Doc = PDFKit.PDFDocument;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#c5cae9';
const BAND = '#283593';
const LABEL_WIDTH = 170;

/**
 * Devanagari, and what a Devanagari word holds (the joiners, the dotted circle): drawn in the
 * Hindi font, whose subset has no Latin letters or digits; everything else in the Latin one.
 */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}|\u200C|\u200D|\u25CC/u;

interface Run {
  hindi: boolean;
  text: string;
}

/** `text` cut into runs of one script each; spaces go with the run they follow. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const hindi = DEVANAGARI.test(char);
    const last = runs[runs.length - 1];
    if (last && (last.hindi === hindi || char === ' ')) last.text += char;
    else runs.push({ hindi, text: char });
  }
  return runs;
}

interface WriteOptions {
  x: number;
  y?: number;
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
}

/** Writes `text`, wrapped in `width`, each script in its own font; leaves doc.y below it. */
function write(doc: Doc, text: string, options: WriteOptions) {
  const runs = scriptRuns(text === '' ? ' ' : text);
  doc.fillColor(options.color ?? INK).fontSize(options.size ?? 10);
  runs.forEach((run, index) => {
    const font = `${run.hindi ? 'hi' : 'la'}${options.bold ? '-bold' : ''}`;
    const layout = { width: options.width, continued: index < runs.length - 1, lineGap: 1.5 };
    doc.font(font);
    if (index === 0) doc.text(run.text, options.x, options.y ?? doc.y, layout);
    else doc.text(run.text, layout);
  });
}

/** A new page when less than `room` points are left on this one. */
function ensureRoom(doc: Doc, room: number) {
  if (doc.y + room > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  write(doc, text, { x: MARGIN, y, width: contentWidth(doc), size: 13, bold: true, color: BAND });
  const below = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN, below)
    .lineTo(doc.page.width - MARGIN, below)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore();
  doc.y = below + 6;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A label and its value side by side; the row is as tall as the taller of the two. */
function fieldRow(doc: Doc, label: string, value: string) {
  ensureRoom(doc, 28);
  const top = doc.y;
  write(doc, label, { x: MARGIN, y: top, width: LABEL_WIDTH, size: 9, color: MUTED });
  const labelBottom = doc.y;
  const valueX = MARGIN + LABEL_WIDTH + 10;
  write(doc, value, { x: valueX, y: top, width: doc.page.width - MARGIN - valueX, size: 10 });
  doc.y = Math.max(labelBottom, doc.y) + 3;
}

/** A paragraph of the running text, with an optional second line in grey (a note). */
function entry(doc: Doc, line: string, note?: string) {
  ensureRoom(doc, note ? 40 : 24);
  write(doc, line, { x: MARGIN, width: contentWidth(doc), size: 10 });
  if (note)
    write(doc, note, { x: MARGIN + 14, width: contentWidth(doc) - 14, size: 9, color: MUTED });
  doc.y += 4;
}

/** The words a PDF reader sees: dates on the organisation's clock, codes as labels. */
export class Words {
  readonly labels: SubjectPdfLabels;
  private readonly codes: ReturnType<typeof exportCodeLabels>;
  private readonly countries: Intl.DisplayNames;
  private readonly dateTime: Intl.DateTimeFormat;

  constructor(
    readonly language: ExportLanguage,
    timeZone: string,
  ) {
    this.labels = SUBJECT_PDF_LABELS[language];
    this.codes = exportCodeLabels(language);
    this.countries = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    this.dateTime = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  /** dd/mm/yyyy hh:mm, the portal's format everywhere */
  at(iso: string | null): string {
    if (!iso) return '—';
    return this.dateTime.format(new Date(iso)).replace(',', '');
  }

  /** yyyy-mm-dd as dd/mm/yyyy */
  day(value: string | null): string {
    const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
    return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '—');
  }

  role(code: string): string {
    return (ROLE_CODES as readonly string[]).includes(code)
      ? this.labels.roles[code as RoleCode]
      : code || '—';
  }

  coded(column: keyof ReturnType<typeof exportCodeLabels>, code: string): string {
    if (code.trim() === '') return '';
    return this.codes[column][code.trim()] ?? code;
  }

  relativeTitle(
    options: readonly EnumOption[],
    hindi: Readonly<Record<string, string>>,
    code: string,
  ) {
    // an empty title is 'none given' (the spouse's list names it 'None'): shown as a dash
    if (code.trim() === '') return '';
    const option = options.find((item) => item.value === code);
    if (!option) return code;
    return this.language === 'hi' ? (hindi[code] ?? option.label) : option.label;
  }

  country(code: string): string {
    if (!/^[A-Z]{2}$/.test(code)) return code;
    try {
      return this.countries.of(code) ?? code;
    } catch {
      return code;
    }
  }
}

/**
 * The field table's rows of the PDF (registration-fields.ts), in its order: each with its label
 * (the export's header, else the PDF's own word) and its value as a person reads it.
 */
export function fieldRows(
  record: Readonly<Record<string, unknown>>,
  words: Words,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
): Array<[string, string]> {
  const columns = exportColumnLabels(words.language, fields);
  const extra = words.labels.fields as Readonly<Record<string, string>>;
  const hindi = ENUM_LABELS_HI as Readonly<Record<string, Readonly<Record<string, string>>>>;
  const or = (value: string) => (value.trim() === '' ? '—' : value);
  return subjectPdfFieldsOf(fields).map((field): [string, string] => {
    const label = (field.export ? columns[field.record] : extra[field.record]) ?? field.record;
    const value = record[field.record];
    const text = typeof value === 'string' ? value : '';
    switch (field.type) {
      case 'boolean':
        return [label, value ? words.labels.yes : words.labels.no];
      case 'date':
        return [label, words.day(typeof value === 'string' ? value : null)];
      case 'country':
        return [label, or(words.country(text))];
      case 'enum':
        return [
          label,
          or(
            field.export
              ? words.coded(field.record as ExportCodedColumn, text)
              : words.relativeTitle(field.options ?? [], hindi[field.form ?? ''] ?? {}, text),
          ),
        ];
      default:
        return [label, or(text)];
    }
  });
}

/** The record's rows in the order of the screens, each with its label and shown value. */
function recordRows(record: RegistrationRecord, words: Words): Array<[string, string]> {
  const columns = EXPORT_COLUMN_LABELS[words.language];
  const extra = words.labels.fields;
  const or = (value: string) => (value.trim() === '' ? '—' : value);
  return [
    [columns.id, String(record.id)],
    [columns.uid, or(record.uid ?? '')],
    [columns.status, words.coded('status', String(record.status))],
    ...fieldRows(record, words),
    [columns.created_by_name, or(record.created_by_name)],
    [columns.created_at, words.at(record.created_at)],
    [columns.last_updated, words.at(record.last_updated)],
    [extra.revision, String(record.revision)],
  ];
}

function fullName(record: RegistrationRecord, words: Words): string {
  const title = record.title ? words.coded('title', record.title) : '';
  return [title, record.first_name, record.middle_name, record.last_name]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

function header(doc: Doc, data: SubjectExport, words: Words, photo: Buffer | null) {
  const { labels } = words;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(BAND);
  write(doc, data.organisation, { x: MARGIN, y: MARGIN - 16, width, size: 10, color: MUTED });
  write(doc, labels.title, { x: MARGIN, width, size: 18, bold: true, color: BAND });
  doc.moveDown(0.3);
  write(doc, fill(labels.intro, { org: data.organisation }), { x: MARGIN, width, size: 9.5 });
  const role = words.role(data.generatedBy.role);
  write(
    doc,
    fill(labels.prepared, { date: words.at(data.generatedAt), name: data.generatedBy.name, role }),
    { x: MARGIN, width, size: 9.5, color: MUTED },
  );
  doc.moveDown(0.8);

  const top = doc.y;
  const photoWidth = 96;
  const textWidth = width - (photo ? photoWidth + 16 : 0);
  write(doc, fullName(data.record, words) || '—', {
    x: MARGIN,
    y: top,
    width: textWidth,
    size: 16,
    bold: true,
  });
  write(doc, fill(labels.applicationNumber, { id: data.record.id }), {
    x: MARGIN,
    width: textWidth,
    size: 10,
    color: MUTED,
  });
  if (data.record.uid) {
    write(doc, `${EXPORT_COLUMN_LABELS[words.language].uid}: ${data.record.uid}`, {
      x: MARGIN,
      width: textWidth,
      size: 10,
      color: MUTED,
    });
  }
  let bottom = doc.y;
  if (photo) {
    const x = doc.page.width - MARGIN - photoWidth;
    const height = 120;
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor('#9e9e9e')
      .rect(x, top, photoWidth, height)
      .stroke()
      .restore();
    doc.image(photo, x + 1, top + 1, {
      fit: [photoWidth - 2, height - 2],
      align: 'center',
      valign: 'center',
    });
    bottom = Math.max(bottom, top + height);
  }
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function historySection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.history);
  if (data.history.length === 0) return entry(doc, labels.none);
  for (const step of data.history) {
    const what =
      labels.historyActions[step.action] ??
      (step.fromStatus === null
        ? words.coded('status', String(step.toStatus))
        : `${words.coded('status', String(step.fromStatus))} → ${words.coded('status', String(step.toStatus))}`);
    const note =
      step.otherRecordsWithheld !== undefined
        ? fill(labels.otherRecordsWithheld, { count: step.otherRecordsWithheld })
        : step.note.trim() || undefined;
    entry(
      doc,
      `${words.at(step.at)} — ${step.actorName} (${words.role(step.role)}): ${what}`,
      note,
    );
  }
}

function accessSection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.accessLog);
  if (data.accessLog.length === 0) return entry(doc, labels.none);
  for (const read of data.accessLog) {
    const action =
      labels.accessActions[read.action as keyof SubjectPdfLabels['accessActions']] ?? read.action;
    entry(
      doc,
      `${words.at(read.at)} — ${read.userName} (${read.userUid}, ${words.role(read.role)}): ${action}`,
    );
  }
}

function deliveriesSection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.deliveries);
  if (data.deliveries.length === 0) return entry(doc, labels.none);
  for (const delivery of data.deliveries) {
    const name = outboxKindName(delivery.kind);
    const line = fill(labels.deliveryLine, {
      kind: name ? labels.outboxKinds[name] : delivery.kind,
      state: labels.deliveryStates[delivery.state],
      queued: words.at(delivery.createdAt),
      delivered: words.at(delivery.deliveredAt),
    });
    const attempts = delivery.attemptLog
      .map(
        (attempt) =>
          `${words.at(attempt.at)} ${attempt.statusCode ?? '—'}${attempt.error ? ` ${attempt.error}` : ''}`,
      )
      .join('; ');
    entry(doc, line, attempts ? `${labels.attempts}: ${attempts}` : undefined);
  }
}

function requestsSection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.requests);
  if (data.requests.length === 0) return entry(doc, labels.none);
  for (const request of data.requests) {
    entry(
      doc,
      fill(labels.requestLine, {
        kind: labels.requestKinds[request.kind],
        name: request.requestedByName,
        role: words.role(request.requestedByRole),
        date: words.at(request.requestedAt),
      }),
      request.reason,
    );
  }
}

function duplicatesSection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.duplicateChecks);
  if (data.duplicateChecks.length === 0) return entry(doc, labels.none);
  for (const check of data.duplicateChecks) {
    entry(
      doc,
      fill(labels.duplicateLine, {
        date: words.at(check.at),
        name: check.by.name,
        role: words.role(check.by.role),
        branch: check.by.branch ?? '—',
        level: labels.duplicateLevels[check.level],
      }),
    );
  }
}

function notificationsSection(doc: Doc, data: SubjectExport, words: Words) {
  const { labels } = words;
  heading(doc, labels.sections.notifications);
  if (data.notifications.length === 0) return entry(doc, labels.none);
  for (const notice of data.notifications) {
    const kind = labels.notificationKinds[notice.kind] ?? notice.kind;
    entry(
      doc,
      `${words.at(notice.at)} — ${notice.toName} (${words.role(notice.toRole ?? '')}): ${kind}`,
    );
  }
}

/** Page numbers and the application number at the foot of every page, once all are laid out. */
function footers(doc: Doc, data: SubjectExport, words: Words) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // writing below the bottom margin would start a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(
      doc,
      `${fill(words.labels.applicationNumber, { id: data.record.id })} · ${fill(words.labels.page, {
        page: index + 1,
        pages: range.count,
      })}`,
      { x: MARGIN, y: doc.page.height - 30, width: contentWidth(doc), size: 8, color: MUTED },
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The subject export as a readable A4 document in `language` (ADR 056): the person's details
 * with the photo, then the consent, history, reads, deliveries, requests, duplicate checks and
 * notifications, as the JSON holds them. `photo` is the photo as JPEG or PNG (pdfkit's formats).
 */
export async function renderSubjectExportPdf(
  data: SubjectExport,
  options: { language: ExportLanguage; timeZone: string; photo: Buffer | null },
): Promise<Buffer> {
  const words = new Words(options.language, options.timeZone);
  const { doc, file } = await openPdfDocument({
    size: A4,
    margin: MARGIN,
    bufferPages: true,
    info: {
      // no personal data in the file's own properties either: a file list shows them
      Title: `${words.labels.title} — ${fill(words.labels.applicationNumber, { id: data.record.id })}`,
      Producer: 'Form-A Portal',
    },
  });

  const { labels } = words;
  header(doc, data, words, options.photo);
  heading(doc, labels.sections.record);
  for (const [label, value] of recordRows(data.record, words)) fieldRow(doc, label, value);
  if (!options.photo) fieldRow(doc, labels.sections.photo, labels.noPhoto);

  heading(doc, labels.sections.consent);
  const consent = data.consent;
  entry(
    doc,
    consent
      ? fill(labels.consentLine, {
          version: consent.noticeVersion,
          language: labels.languages[consent.language as 'en' | 'hi'] ?? consent.language,
          name: consent.recordedBy.name,
          date: words.at(consent.recordedAt),
        })
      : labels.consentNone,
  );
  historySection(doc, data, words);
  accessSection(doc, data, words);
  deliveriesSection(doc, data, words);
  requestsSection(doc, data, words);
  duplicatesSection(doc, data, words);
  notificationsSection(doc, data, words);
  footers(doc, data, words);
  doc.end();
  return file;
}
