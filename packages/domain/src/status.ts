import { z } from 'zod';

/**
 * Record status codes as the original client wrote them (spec section 4); 4 and 5 were never
 * used. DISCARDED (8) is this portal's own: a draft its branch dropped (ADR 051). ERASED (9) too:
 * a record not yet approved whose personal data was erased, by an approver or administrator or by
 * the retention job (ADR 055); its row is a tombstone. Both are kept for their history and shown
 * nowhere.
 */
export const STATUS = {
  SUBMITTED: 1,
  VALIDATED: 2,
  APPROVED: 3,
  RETURNED: 6,
  DRAFT: 7,
  DISCARDED: 8,
  ERASED: 9,
} as const;
export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_IDS = [
  STATUS.SUBMITTED,
  STATUS.VALIDATED,
  STATUS.APPROVED,
  STATUS.RETURNED,
  STATUS.DRAFT,
  STATUS.DISCARDED,
  STATUS.ERASED,
] as const satisfies readonly StatusId[];

/**
 * The statuses a record is seen in: every list, count, tile, report, search and duplicate check
 * reads only these. A discarded draft (8) and an erased record (9) are in none of them (ADR 051,
 * 055).
 */
export const LIVE_STATUS_IDS = [
  STATUS.SUBMITTED,
  STATUS.VALIDATED,
  STATUS.APPROVED,
  STATUS.RETURNED,
  STATUS.DRAFT,
] as const satisfies readonly StatusId[];
export type LiveStatusId = (typeof LIVE_STATUS_IDS)[number];

/** The statuses of records that are gone for every reader: the complement of LIVE_STATUS_IDS. */
export const GONE_STATUS_IDS = [
  STATUS.DISCARDED,
  STATUS.ERASED,
] as const satisfies readonly StatusId[];

export function isGoneStatus(id: number): boolean {
  return (GONE_STATUS_IDS as readonly number[]).includes(id);
}

export const statusIdSchema = z.literal(STATUS_IDS);

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === 'number' && (STATUS_IDS as readonly number[]).includes(value);
}

/** What the record is: shown in list Status columns and sent as StatusName.StatusName. */
export const STATUS_NAMES: Record<StatusId, string> = {
  1: 'Submitted',
  2: 'Validated',
  3: 'Approved',
  6: 'Returned for Correction',
  7: 'Draft',
  8: 'Discarded',
  9: 'Erased',
};

/** STATUS_NAMES in Hindi: the web's catalogue and the server's exports (ADR 050) read these. */
export const STATUS_NAMES_HI: Record<StatusId, string> = {
  1: 'जमा किया गया',
  2: 'सत्यापित',
  3: 'स्वीकृत',
  6: 'सुधार के लिए लौटाया गया',
  7: 'ड्राफ़्ट',
  8: 'हटाया गया',
  9: 'मिटाया गया',
};

/**
 * What the record waits for: the dashboards name the stages this way (spec section 4),
 * which reads better to reviewers than the bare state.
 */
export const STATUS_STAGE_NAMES: Record<StatusId, string> = {
  1: 'Pending Validation',
  2: 'Pending Approval',
  3: 'Approved',
  6: 'Returned for Correction',
  7: 'Draft',
  8: 'Discarded',
  9: 'Erased',
};

export const UNKNOWN_STATUS = 'Unknown Status';

export function statusName(id: number | null | undefined): string {
  return isStatusId(id) ? STATUS_NAMES[id] : UNKNOWN_STATUS;
}

export function statusStageName(id: number | null | undefined): string {
  return isStatusId(id) ? STATUS_STAGE_NAMES[id] : UNKNOWN_STATUS;
}

/** The listed record carries its status as this object (spec section 3 "Stored or listed record"). */
export const statusNameObjectSchema = z.object({
  StatusID: z.number().int(),
  StatusName: z.string(),
});
export type StatusNameObject = z.infer<typeof statusNameObjectSchema>;

export function toStatusNameObject(id: number): StatusNameObject {
  return { StatusID: id, StatusName: statusName(id) };
}

/** The branch secretary may change a record only while it is returned or a draft. */
export const EDITABLE_BY_SECRETARY = [
  STATUS.RETURNED,
  STATUS.DRAFT,
] as const satisfies readonly StatusId[];

export function isEditableBySecretary(id: number | null | undefined): boolean {
  return (EDITABLE_BY_SECRETARY as readonly number[]).includes(id ?? Number.NaN);
}
