import type { SessionUser } from '@form-a/domain/schemas/auth';
import {
  applicationDraftSchema,
  buildApplicationSchema,
  evaluateUidLookup,
  uidChecksFor,
  type ApplicationDraft,
} from '@form-a/domain/schemas/application';
import { refsOf } from '@form-a/domain/message-ref';
import type { UidLookupRecord } from '@form-a/domain/schemas/member-lookup';
import type { WorkflowAction } from '@form-a/domain/workflow';
import type { Db } from '../../db/client';
import { fieldsFromIssues, validationError } from '../../lib/app-error';
import { photoBranch } from '../photos/repository';
import { photoIdFromPath } from '../photos/photo-path';

/** by key: the answer carries the English text and its key (lib/app-error) */
const APPLICATION_MESSAGES = refsOf('application');

export type IntakeAction = Extract<WorkflowAction, 'draft' | 'submit' | 'resubmit'>;

/**
 * The UID registry as the intake asks it (members/uid-service implements it): declared here so
 * that registrations does not import members, which imports duplicates, which imports
 * registrations (ADR 071).
 */
export interface UidRegistry {
  lookup(uid: string): Promise<UidLookupRecord[]>;
}

export const branchMismatchMessage = (branch: string) =>
  `Branch must be your own branch (${branch}).`;

/**
 * Parses an application with the schema the action needs and runs the registry look-ups;
 * 400 on any failure. Runs outside any transaction: a slow registry must never hold the
 * database.
 */
export async function validateApplication(
  deps: { db: Db; uid: UidRegistry; today: string },
  action: IntakeAction,
  input: unknown,
  user: SessionUser,
): Promise<ApplicationDraft> {
  const { db, uid, today } = deps;
  const schema = action === 'draft' ? applicationDraftSchema : buildApplicationSchema({ today });
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(fieldsFromIssues(parsed.error.issues));
  const values = parsed.data as ApplicationDraft;

  const fields: Record<string, string> = {};
  if (values.branch !== '' && values.branch !== user.branch) {
    fields.branch = branchMismatchMessage(user.branch ?? '');
  }
  if (values.photo !== '') {
    const photoId = photoIdFromPath(values.photo);
    // Only a photo the user's own branch uploaded: another branch's photo id must not be
    // a way to copy that photo into a record this branch can read.
    const owner = photoId ? await photoBranch(db, photoId) : undefined;
    if (!owner || owner !== user.branch) {
      fields.photo = APPLICATION_MESSAGES.photoRequired;
    }
  }
  if (action !== 'draft') {
    for (const check of uidChecksFor(values, today)) {
      const records = await uid.lookup(check.uid).catch(() => []);
      const message = evaluateUidLookup(check, records[0] ?? null, today);
      if (message) fields[check.field] = message;
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return values;
}
