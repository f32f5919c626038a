import { maskPhone } from '@form-a/domain/contact-mask';
import { can, scopeOf } from '@form-a/domain/permissions';
import { messageRef, refsOf } from '@form-a/domain/message-ref';
import { hasProbes, parseSearchQuery, type SearchKind } from '@form-a/domain/search';
import type { SessionUser } from '@form-a/domain/schemas/auth';
import type {
  SearchHit,
  SearchQuery,
  SearchResponse,
  SearchSummaryHit,
} from '@form-a/domain/schemas/search';
import { toStatusNameObject } from '@form-a/domain/status';
import type { Db } from '../../db/client';
import { forbidden, validationError } from '../../lib/app-error';
import * as repo from './repository';

/** by key: the answer carries the English text and its key (lib/app-error) */
const SEARCH_MESSAGES = refsOf('search');

function toSummaryHit(row: repo.HitRow, matchedBy: SearchKind): SearchSummaryHit {
  return {
    id: row.id,
    uid: row.jigyasuUid,
    status: row.status,
    StatusName: toStatusNameObject(row.status),
    branch: row.branch,
    title: row.title,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    created_at: row.createdAt.toISOString(),
    last_updated: row.updatedAt.toISOString(),
    matched_by: matchedBy,
  };
}

/**
 * The header search: the records the user's lists show (a secretary's branch, every branch for
 * the other roles), found by application id, Jigyasu ID, phone or name words, newest first.
 * A reader without registration:read gets summary rows and no search by phone, since a hit on
 * a phone number would tell the number the row leaves out (ADR 020).
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(user: SessionUser, query: SearchQuery): Promise<SearchResponse> {
    const scopeKind = scopeOf(user, 'registration:search');
    if (scopeKind === null) throw forbidden();
    if (scopeKind === 'own-branch' && !user.branch) throw forbidden(messageRef('access.noBranch'));
    const reader = can(user, 'registration:read');
    // A reviewer still searches by phone (the match is made here); the answer is masked unless
    // the reader is the secretary who collected the number (ADR 057).
    const fullContact = can(user, 'registration:list-contact');

    const probes = parseSearchQuery(query.q);
    if (!reader) probes.phone = null;
    if (!hasProbes(probes)) throw validationError({ q: SEARCH_MESSAGES.nothingToSearch });

    const scope: repo.SearchScope = {
      branch: scopeKind === 'own-branch' ? user.branch : null,
      beforeId: query.cursor ?? null,
      // one more than the page, to know whether another follows
      limit: query.limit + 1,
    };
    const lookups: Promise<repo.SearchIdHit[]>[] = [];
    if (probes.id !== null) lookups.push(repo.findByKey(this.db, { id: probes.id }, scope));
    if (probes.uid !== null) lookups.push(repo.findByKey(this.db, { uid: probes.uid }, scope));
    if (probes.phone !== null)
      lookups.push(repo.findByTerms(this.db, [probes.phone], 'phone', scope));
    let nameMatch: SearchResponse['nameMatch'] = null;
    if (probes.names.length > 0) {
      // Decided on the whole result, not the page, so every page of one query agrees.
      const spelt = await repo.findByTerms(this.db, probes.names, 'name', {
        ...scope,
        beforeId: null,
        limit: 1,
      });
      nameMatch = spelt.length > 0 ? 'spelling' : 'sound';
      const terms = nameMatch === 'spelling' ? probes.names : probes.sounds;
      lookups.push(repo.findByTerms(this.db, terms, 'name', scope));
    }

    const matched = new Map<number, SearchKind>();
    for (const hit of (await Promise.all(lookups)).flat()) {
      if (!matched.has(hit.id)) matched.set(hit.id, hit.matchedBy);
    }
    const ids = [...matched.keys()].sort((a, b) => b - a);
    const page = ids.slice(0, query.limit);
    const rows = new Map((await repo.readHitRows(this.db, page)).map((row) => [row.id, row]));
    const items = page.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      const summary = toSummaryHit(row, matched.get(id)!);
      if (!reader) return [summary];
      const phone = fullContact ? row.phone : maskPhone(row.phone);
      return [{ ...summary, dob: row.dob, phone } satisfies SearchHit];
    });

    const searched: SearchKind[] = [];
    if (probes.id !== null) searched.push('id');
    if (probes.uid !== null) searched.push('uid');
    if (probes.phone !== null) searched.push('phone');
    if (probes.names.length > 0) searched.push('name');
    return {
      items,
      searched,
      nameMatch,
      nextCursor: ids.length > query.limit ? page[page.length - 1]! : null,
    };
  }
}
