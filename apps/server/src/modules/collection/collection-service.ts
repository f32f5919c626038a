import { z } from 'zod';
import {
  approvedReadModelSchema,
  approvedRecordSchema,
  toApprovedReadModel,
  type ApprovedReadModel,
  type ApprovedRecord,
} from '@form-a/domain/approved-record';
import {
  collectionRequestPayloadSchema,
  type CollectionRequestPayload,
} from '@form-a/domain/api/collection-requests';
import type { Db } from '../../db/client';
import { findCollectionRecord, storeCollectionRecord, storeCollectionRequest } from './repository';

/** The organisation's collection service (spec section 7). */
export interface CollectionService {
  /** Throws CollectionDeliveryError on any failure; the outbox retries. */
  deliver(record: ApprovedRecord, idempotencyKey: string): Promise<void>;
  read(jigUid: string): Promise<ApprovedReadModel[]>;
  /**
   * Hands over a person's request about an approved record (an erasure or a correction, ADR 056;
   * docs/collection-requests.md). Throws CollectionDeliveryError like deliver; the outbox retries.
   */
  sendRequest(request: CollectionRequestPayload, idempotencyKey: string): Promise<void>;
}

/** Where an external service takes each kind of request (docs/collection-requests.md). */
export const COLLECTION_REQUEST_PATHS = {
  erasure: 'erasure_requests',
  correction: 'correction_requests',
} as const satisfies Record<CollectionRequestPayload['kind'], string>;

export class CollectionDeliveryError extends Error {
  constructor(
    message: string,
    public readonly statusCode?: number,
    /** the call gave up waiting: the receiver may still be working on it */
    public readonly timedOut = false,
  ) {
    super(message);
  }

  /**
   * 409: the receiver holds another record under this Jigyasu ID. Sending the same record again
   * cannot succeed, so the delivery stops and waits for a person instead of being retried.
   */
  get refused(): boolean {
    return this.statusCode === 409;
  }
}

/** Stores approved records in the portal's own table (used when COLLECTION_SERVICE_URL is unset). */
export class BuiltInCollectionService implements CollectionService {
  constructor(private readonly db: Db) {}

  async deliver(record: ApprovedRecord, idempotencyKey: string) {
    const valid = approvedRecordSchema.parse(record);
    const outcome = await storeCollectionRecord(this.db, valid.jig_uid, valid, idempotencyKey);
    if (outcome === 'conflict') {
      throw new CollectionDeliveryError(
        `collection store refused: another record already holds ${valid.jig_uid}`,
        409,
      );
    }
  }

  async read(jigUid: string): Promise<ApprovedReadModel[]> {
    const row = await findCollectionRecord(this.db, jigUid);
    if (!row) return [];
    return [toApprovedReadModel(approvedRecordSchema.parse(row.record))];
  }

  /**
   * Keeps the request, once per key, as the organisation's service would. A request about an ID
   * the store does not hold is refused like an external service's 404, and retried: the worker
   * sends a request only after its record's hand-off, so this is a store restored from backup.
   */
  async sendRequest(request: CollectionRequestPayload, idempotencyKey: string) {
    const valid = collectionRequestPayloadSchema.parse(request);
    if (!(await findCollectionRecord(this.db, valid.jig_uid))) {
      throw new CollectionDeliveryError(`collection store holds no record ${valid.jig_uid}`, 404);
    }
    await storeCollectionRequest(this.db, valid, idempotencyKey);
  }
}

/**
 * POST/GET {baseUrl}/jigyasu_data of an external collection service, and POST
 * {baseUrl}/erasure_requests and /correction_requests (ADR 056).
 */
export class HttpCollectionService implements CollectionService {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  private url(path: string) {
    return `${this.baseUrl.replace(/\/$/, '')}/${path}`;
  }

  deliver(record: ApprovedRecord, idempotencyKey: string) {
    return this.post('jigyasu_data', record, idempotencyKey);
  }

  sendRequest(request: CollectionRequestPayload, idempotencyKey: string) {
    return this.post(COLLECTION_REQUEST_PATHS[request.kind], request, idempotencyKey);
  }

  /** One POST with the Idempotency-Key; any answer but 2xx is a CollectionDeliveryError. */
  private async post(path: string, body: unknown, idempotencyKey: string) {
    let response: Response;
    try {
      response = await fetch(this.url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new CollectionDeliveryError(
        timedOut
          ? `collection service did not answer within ${this.timeoutMs} ms`
          : `collection service unreachable: ${(error as Error).message}`,
        undefined,
        timedOut,
      );
    }
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) {
      throw new CollectionDeliveryError(
        `collection service answered ${response.status}`,
        response.status,
      );
    }
  }

  async read(jigUid: string): Promise<ApprovedReadModel[]> {
    const response = await fetch(this.url(`jigyasu_data/${encodeURIComponent(jigUid)}`), {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 404) return [];
    if (!response.ok)
      throw new CollectionDeliveryError(
        `collection service answered ${response.status}`,
        response.status,
      );
    const body = (await response.json()) as unknown;
    const list = Array.isArray(body) ? body : ((body as { data?: unknown }).data ?? []);
    return z.array(approvedReadModelSchema.partial()).parse(list) as ApprovedReadModel[];
  }
}
