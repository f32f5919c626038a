import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@form-a/domain/api-error';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  REGISTRATION_FILTER_FIELDS,
  REGISTRATION_FILTER_OPERATORS,
  REGISTRATION_SORT_FIELDS,
  REGISTRATION_VIEW_NAMES,
} from '@form-a/domain/registration-views';
import {
  registrationLogSchema,
  registrationRecordSchema,
} from '@form-a/domain/schemas/registration-record';
import { sendJsonWithItems } from '../../lib/json-with-items';
import { requireAuth } from '../../plugins/auth';
import { sendIdempotent } from '../idempotency/reply';
import { idempotencyContext } from '../idempotency/service';

const savedSchema = z.object({ message: z.string(), registration: registrationRecordSchema });
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});
const countsSchema = z.object({
  draft: z.number(),
  inProcess: z.number(),
  pendingValidation: z.number(),
  pendingApproval: z.number(),
  approved: z.number(),
  returned: z.number(),
});

// The route checks only the envelope; the service parses the untouched form values with the
// schema of the action (the draft schema, or the full submit schema plus registry look-ups),
// because a schema that fills defaults must not run twice.
const FORM_VALUES_NOTE =
  'The other properties are the Form-A values in camelCase (see the application schema in packages/domain), dates as yyyy-mm-dd.';
const createBody = z
  .looseObject({ action: z.enum(['draft', 'submit']) })
  .describe(FORM_VALUES_NOTE);
const updateBody = z
  .looseObject({
    action: z.enum(['draft', 'submit', 'resubmit']),
    revision: z.number().int().positive(),
  })
  .describe(FORM_VALUES_NOTE);

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.registrations;

  app.post(
    '/api/registrations',
    {
      config: { permission: 'registration:create' },
      schema: {
        tags: ['registrations'],
        summary: 'Create a Form-A application as a draft (status 7) or submitted (status 1)',
        description:
          'Send an Idempotency-Key header so that a retried request returns the first answer instead of creating a second record.',
        headers: idempotencyHeaders,
        body: createBody,
        response: { 200: savedSchema, 201: savedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const result = await service().create(
        auth.user,
        request.body,
        idempotencyContext(auth.user.id, request.headers['idempotency-key'], request),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.put(
    '/api/registrations/:id',
    {
      config: { permission: 'registration:update' },
      schema: {
        tags: ['registrations'],
        summary: 'Save a draft, submit it, or resubmit a returned record',
        description: 'Name the revision you read; a stale revision gets 409 STALE_REVISION.',
        params: idParams,
        headers: idempotencyHeaders,
        body: updateBody,
        response: {
          200: savedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const result = await service().update(
        auth.user,
        request.params.id,
        request.body,
        idempotencyContext(auth.user.id, request.headers['idempotency-key'], request),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/registrations',
    {
      config: { permission: 'registration:list' },
      schema: {
        tags: ['registrations'],
        summary: 'One page of a list view, sorted and filtered on the server',
        querystring: z.object({
          view: z.enum(REGISTRATION_VIEW_NAMES).default('mine'),
          page: z.coerce.number().int().min(0).max(1_000_000).default(0),
          pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
          sort: z.enum(REGISTRATION_SORT_FIELDS).default('id'),
          order: z.enum(['asc', 'desc']).default('desc'),
          filterField: z.enum(REGISTRATION_FILTER_FIELDS).optional(),
          filterOperator: z.enum(REGISTRATION_FILTER_OPERATORS).default('contains'),
          filterValue: z.string().max(100).optional(),
          cursor: z
            .string()
            .max(40)
            .optional()
            .describe(
              'With sort=id only: the nextCursor or prevCursor of the page you have, to read the page after or before it without an offset (any depth costs what page 1 costs). Send the page number of the page you ask for along with it.',
            ),
        }),
        response: {
          200: z.object({
            items: z.array(registrationRecordSchema),
            total: z.number(),
            totalExact: z
              .boolean()
              .describe(
                'False when a filtered list has more rows than it counts (FILTERED_COUNT_CAP): total is then that cap',
              ),
            page: z.number(),
            pageSize: z.number(),
            role: z.string().nullable(),
            nextCursor: z
              .string()
              .nullable()
              .describe('With sort=id: the cursor of the next page (null on the last page)'),
            prevCursor: z
              .string()
              .nullable()
              .describe('With sort=id: the cursor of the previous page (null on the first page)'),
          }),
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { filterField, filterOperator, filterValue, ...query } = request.query;
      const { itemsJson, ...envelope } = await service().list(requireAuth(request).user, {
        ...query,
        ...(filterField && filterValue
          ? { filter: { field: filterField, operator: filterOperator, value: filterValue } }
          : {}),
      });
      return sendJsonWithItems(reply, itemsJson, envelope);
    },
  );

  app.get(
    '/api/registrations/counts',
    {
      config: { permission: 'report:counts' },
      schema: {
        tags: ['registrations'],
        summary: 'Dashboard counts (the secretary’s own branch, or every branch)',
        response: { 200: countsSchema },
      },
    },
    async (request) => service().counts(requireAuth(request).user),
  );

  app.get(
    '/api/registrations/:id',
    {
      config: { permission: 'registration:read' },
      schema: {
        tags: ['registrations'],
        summary: 'A record with its history',
        params: idParams,
        response: {
          200: z.object({
            registration: registrationRecordSchema,
            logs: z.array(registrationLogSchema),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service().get(requireAuth(request).user, request.params.id),
  );
};
