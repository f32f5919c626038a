import type { RoleCode } from './roles';

/**
 * The one permission table (docs/decisions/020-permissions.md). Every API route declares one
 * of these; the server's auth plugin and services check it with `can`, and the web's menu,
 * screen guards, tiles and buttons ask the same question.
 *
 * A scope says which records a grant covers: 'own-branch' only records of the user's branch
 * (branch secretaries), 'any' every branch. Two pseudo-permissions need no role:
 * 'public' (no session at all) and 'signed-in' (a session, with or without a role).
 */
export type PermissionScope = 'own-branch' | 'any';
export type PermissionGrant = 'public' | 'signed-in' | Partial<Record<RoleCode, PermissionScope>>;

const SECRETARY_OWN = { BBRANCHSEC: 'own-branch' } as const;
const REVIEWERS_ANY = { UVVOLUNTER: 'any', DBAPPROVER: 'any' } as const;

export const PERMISSIONS = {
  /** sign-in, sign-up, liveness, the browser's public settings */
  public: 'public',
  /** the session itself, and reference data every form needs (branches, countries) */
  'signed-in': 'signed-in',
  /**
   * the second sign-in step and sign-out (ADR 046): any session, also one whose password was
   * right but whose second factor is still to come; such a session may call nothing else
   */
  'second-factor': 'signed-in',

  'registration:create': SECRETARY_OWN,
  /** save a draft, submit it, resubmit a returned record */
  'registration:update': SECRETARY_OWN,
  /**
   * drop a draft of the own branch (ADR 051): it leaves every list, count and search, its
   * history stays; the server's retention job discards old drafts without anyone's grant
   */
  'registration:discard-draft': SECRETARY_OWN,
  /** a record by id with its history, full rows in lists, the record's photo */
  'registration:read': { ...SECRETARY_OWN, ...REVIEWERS_ANY },
  /**
   * the list views; a holder without registration:read gets summary rows (names, branch,
   * status) and may sort and filter only by those columns
   */
  'registration:list': { ...SECRETARY_OWN, ...REVIEWERS_ANY, DATAVIEWER: 'any' },
  /**
   * the header search: the records the holder's lists show, as the lists show them (summary
   * rows without registration:read, and then no search by phone)
   */
  'registration:search': { ...SECRETARY_OWN, ...REVIEWERS_ANY, DATAVIEWER: 'any' },
  /** validate, return, approve: which role takes which action is the workflow table's */
  'registration:review': REVIEWERS_ANY,
  'registration:validate': { UVVOLUNTER: 'any' },
  'registration:approve': { DBAPPROVER: 'any' },
  /** dashboard counts */
  'report:counts': { ...SECRETARY_OWN, ...REVIEWERS_ANY, DATAVIEWER: 'any' },
  /**
   * the reports: counts by branch, month, status and stage age (aggregates only, no member);
   * a secretary's figures are her own branch's (her dashboard)
   */
  'report:read': { ...SECRETARY_OWN, ...REVIEWERS_ANY, DATAVIEWER: 'any' },
  /**
   * a list view as a CSV or XLSX file, with the list's filter and sort: the rows and columns the
   * holder's list shows (summary columns without registration:read), every page at once
   */
  'registration:export': { ...SECRETARY_OWN, ...REVIEWERS_ANY, DATAVIEWER: 'any' },

  /** the wizard's parent/spouse look-up: names, title, and whether initiated long enough */
  'member:lookup': { BBRANCHSEC: 'any' },
  /** a registry member's email and phone (the transfer form): members of the own branch only */
  'member:read-contact': SECRETARY_OWN,
  /** possible duplicates of a person (the duplicate-check dialog) */
  'duplicate:search': REVIEWERS_ANY,
  /**
   * before submitting: whether the person is already in the registry or in process, as a level
   * and a source only (no names, UIDs or branches of the people matched)
   */
  'duplicate:precheck': SECRETARY_OWN,
  /**
   * who ran a duplicate pre-check that matched someone, and whom it matched (ADR 045): probing
   * for a birth date shows up here
   */
  'duplicate:precheck-log': { DBAPPROVER: 'any' },
  /** the approved record as the collection service holds it ('View Data') */
  'approved-record:read': { DBAPPROVER: 'any' },

  /** the registration card PDF of an approved record, and a day's cards of a branch in one PDF */
  'card:print': { ...SECRETARY_OWN, DBAPPROVER: 'any' },

  'photo:upload': SECRETARY_OWN,
  /** a photo: of a record the user may read, or an unattached one of the user's branch */
  'photo:read': { ...SECRETARY_OWN, ...REVIEWERS_ANY },

  /** search a member to transfer and request the transfer */
  'transfer:request': SECRETARY_OWN,
  'transfer:read': { ...SECRETARY_OWN, DBAPPROVER: 'any' },
  'transfer:decide': { DBAPPROVER: 'any' },

  /**
   * who read a record's full details (the access log, ADR 054): a record's log, and the screen's
   * 'Viewed by'; administrators see it for any record
   */
  'registration:access-log': { DBAPPROVER: 'any', ADMIN: 'any' },
  /** every access-log entry of a period as a CSV file, for a breach or an audit (ADR 054) */
  'access-log:export': { ADMIN: 'any' },
  /** everything held about one person as JSON or PDF: the data principal's right of access */
  'registration:subject-export': { DBAPPROVER: 'any' },
  /**
   * erase a person's data (ADR 055): a record not yet approved loses its personal fields and
   * photo and keeps a tombstone; for an approved one the request goes to the collection service
   */
  'registration:erase': { DBAPPROVER: 'any', ADMIN: 'any' },
  /** record a correction request for an approved record; it goes to the collection service */
  'registration:request-correction': { DBAPPROVER: 'any' },
  /**
   * a record's phone and email in full in lists (ADR 057): the secretary who collected them;
   * the other readers of a list see them masked and may reveal one (registration:read-contact)
   */
  'registration:list-contact': SECRETARY_OWN,
  /** one record's phone and email in full, one click in a list; the read is logged */
  'registration:read-contact': { ...SECRETARY_OWN, ...REVIEWERS_ANY },

  'user:manage': { ADMIN: 'any' },
  'outbox:read': { DBAPPROVER: 'any', ADMIN: 'any' },
  'outbox:retry': { DBAPPROVER: 'any', ADMIN: 'any' },
} as const satisfies Record<string, PermissionGrant>;

export type Permission = keyof typeof PERMISSIONS;
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** What `can` needs of a user: the session user of the server or of the web. */
export interface PermissionSubject {
  role: RoleCode | null;
  branch: string | null;
}

/** The record a branch-scoped grant is checked against. */
export interface PermissionResource {
  branch: string | null;
}

/** The scope `user` holds `permission` at, or null when not at all (pseudo-permissions: 'any'). */
export function scopeOf(
  user: PermissionSubject | null | undefined,
  permission: Permission,
): PermissionScope | null {
  const grant: PermissionGrant = PERMISSIONS[permission];
  if (grant === 'public') return 'any';
  if (!user) return null;
  if (grant === 'signed-in') return 'any';
  if (!user.role) return null;
  return grant[user.role] ?? null;
}

/**
 * Whether `user` holds `permission`; with a `resource`, whether the grant covers that record
 * (an own-branch grant covers only records of the user's own branch).
 */
export function can(
  user: PermissionSubject | null | undefined,
  permission: Permission,
  resource?: PermissionResource,
): boolean {
  const scope = scopeOf(user, permission);
  if (scope === null) return false;
  if (scope === 'any' || !resource) return true;
  return !!user?.branch && resource.branch === user.branch;
}

/** The roles that hold a permission (for documentation and the web's role-keyed tables). */
export function rolesWith(permission: Permission): RoleCode[] {
  const grant: PermissionGrant = PERMISSIONS[permission];
  if (typeof grant === 'string') return [];
  return Object.keys(grant) as RoleCode[];
}
