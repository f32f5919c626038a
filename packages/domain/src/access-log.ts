import { z } from 'zod';

/**
 * What a person did when they read someone's full details (the access log, DPDP Act 2023):
 * each read path of the server records one of these. The log is append-only like the history.
 */
export const ACCESS_ACTIONS = [
  /** GET /api/registrations/:id: opening a record, the check screens */
  'record',
  /** the approved record as the collection service holds it: View Data, the Jigyasu Data popup */
  'approved-record',
  /** a registration card PDF, alone or in a branch's day of cards */
  'card',
  /** a list exported as CSV or XLSX: one entry per record in it */
  'export',
  /** everything held about the person, as JSON or PDF (the right of access) */
  'subject-export',
  /** a masked phone or email shown in full (one click in a list) */
  'contact',
  /** a transfer request opened: the member's contact, address and the branch's conduct report */
  'transfer',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const accessActionSchema = z.enum(ACCESS_ACTIONS);
