import type { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { extendSessionSchema } from './auth';
import {
  changePasswordSchema,
  loginResponseSchema,
  meResponseSchema,
  signInSchema,
  signUpSchema,
} from '../schemas/auth';
import { branchListQuerySchema, branchListSchema } from './branches';
import {
  cardBatchQuerySchema,
  cardQuerySchema,
  cardTokenParamsSchema,
  cardVerificationSchema,
} from './cards';
import { idParamsSchema, idempotencyHeadersSchema, messageSchema } from './common';
import {
  correctionRequestBodySchema,
  correctionRequestResponseSchema,
} from './collection-requests';
import { subjectExportFileSchema, subjectExportQuerySchema } from './subject-export';
import { registrationContactSchema } from './contact';
import {
  duplicateMatchListSchema,
  precheckMatchesQuerySchema,
  precheckMatchPageSchema,
} from './duplicates';
import {
  duplicateLevelsQuerySchema,
  duplicateLevelsResponseSchema,
  duplicatePrecheckResponseSchema,
  duplicatePrecheckSchema,
  duplicateQuerySchema,
  duplicatesResponseSchema,
} from '../schemas/duplicate-match';
import { erasureRequestSchema, erasureResultSchema } from './erasure';
import { exportAdmissionSchema, exportFileSchema, exportQuerySchema } from './exports';
import {
  accessLogExportQuerySchema,
  accessLogPageSchema,
  accessLogQuerySchema,
} from './access-log';
import {
  cityParamsSchema,
  countryCitiesSchema,
  countryParamsSchema,
  geoOptionListSchema,
  stateListSchema,
} from './geo';
import { memberLookupListSchema, uidParamsSchema } from './members';
import { memberLookupResponseSchema } from '../schemas/member-lookup';
import { healthSchema, publicConfigSchema } from './meta';
import { readinessSchema } from '../schemas/readiness';
import {
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  unreadCountSchema,
} from './notifications';
import {
  deliveryDetailSchema,
  outboxListQuerySchema,
  outboxPageSchema,
  retryDeliverySchema,
} from './outbox';
import { photoParamsSchema, uploadedPhotoSchema } from './photos';
import { preferencesSchema, preferencesUpdateSchema } from './preferences';
import {
  createRegistrationBodySchema,
  discardRegistrationBodySchema,
  discardedRegistrationSchema,
  registrationCountsSchema,
  registrationDetailSchema,
  registrationListQuerySchema,
  registrationListSchema,
  savedRegistrationSchema,
  updateRegistrationBodySchema,
} from './registrations';
import { reportQuerySchema, reportSchema } from './reports';
import {
  approvedReadModelListSchema,
  approvedRecordUidParamsSchema,
  approvedRecordWithDeliverySchema,
  approvedRecordsSchema,
  collectionIdParamsSchema,
} from './reviews';
import {
  jigyasuIdPreviewSchema,
  reviewTransitionResponseSchema,
  reviewTransitionSchema,
} from '../schemas/review';
import { searchQuerySchema, searchResponseSchema } from '../schemas/search';
import {
  secondFactorConfirmedSchema,
  secondFactorConfirmSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  secondFactorVerifiedSchema,
  secondFactorVerifySchema,
} from './second-factor';
import {
  createTransferBodySchema,
  savedTransferSchema,
  transferDecisionSchema,
  transferDetailSchema,
  transferListQuerySchema,
  transferSearchQuerySchema,
  transferSearchResponseSchema,
  transfersPageSchema,
} from './transfers';
import {
  updatedUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  usersPageSchema,
} from './users';
import { userUpdateSchema } from '../schemas/users';

/** The schemas of one route's input and output, as Fastify's `schema` option takes them. */
export interface RouteContract {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** by status; a route that answers a file or no body has none */
  response?: Record<number, z.ZodType>;
}

const error = apiErrorSchema;

/**
 * Every route's contract, keyed `'METHOD /path'` as Fastify registers it. The server spreads an
 * entry into its route's `schema` (a test checks every route does), the web parses with the
 * same schemas, and the web's test double checks its mocked calls against them.
 */
export const API_CONTRACTS = {
  // auth
  'POST /api/auth/login': {
    body: signInSchema,
    response: { 200: loginResponseSchema, 401: error, 429: error },
  },
  'POST /api/auth/register': {
    body: signUpSchema,
    response: { 201: messageSchema, 400: error, 429: error },
  },
  'POST /api/auth/logout': {},
  'POST /api/auth/extend': { response: { 200: extendSessionSchema } },
  'GET /api/auth/me': { response: { 200: meResponseSchema } },
  'POST /api/auth/password': {
    body: changePasswordSchema,
    response: { 200: messageSchema, 400: error, 429: error },
  },
  // the second sign-in step (ADR 046)
  'GET /api/auth/second-factor': { response: { 200: secondFactorStatusSchema } },
  'POST /api/auth/second-factor/enrolment': {
    response: { 200: secondFactorEnrolmentSchema, 409: error },
  },
  'POST /api/auth/second-factor/enrolment/confirm': {
    body: secondFactorConfirmSchema,
    response: { 200: secondFactorConfirmedSchema, 400: error, 409: error, 429: error },
  },
  'POST /api/auth/second-factor/verify': {
    body: secondFactorVerifySchema,
    response: { 200: secondFactorVerifiedSchema, 400: error, 409: error, 429: error },
  },
  'GET /api/me/preferences': { response: { 200: preferencesSchema } },
  'PUT /api/me/preferences': {
    body: preferencesUpdateSchema,
    response: { 200: preferencesSchema, 400: error },
  },

  // meta
  'GET /api/health': { response: { 200: healthSchema } },
  'GET /api/ready': { response: { 200: readinessSchema, 503: readinessSchema } },
  'GET /api/config/public': { response: { 200: publicConfigSchema } },

  // reference data
  'GET /api/branches': { querystring: branchListQuerySchema, response: { 200: branchListSchema } },
  'GET /api/geo/countries': { response: { 200: geoOptionListSchema } },
  'GET /api/geo/countries/:country/states': {
    params: countryParamsSchema,
    response: { 200: stateListSchema },
  },
  'GET /api/geo/countries/:country/cities': {
    params: countryParamsSchema,
    response: { 200: countryCitiesSchema },
  },
  'GET /api/geo/countries/:country/states/:state/cities': {
    params: cityParamsSchema,
    response: { 200: geoOptionListSchema },
  },

  // registrations
  'POST /api/registrations': {
    headers: idempotencyHeadersSchema,
    body: createRegistrationBodySchema,
    response: { 200: savedRegistrationSchema, 201: savedRegistrationSchema, 400: error },
  },
  'PUT /api/registrations/:id': {
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: updateRegistrationBodySchema,
    response: { 200: savedRegistrationSchema, 400: error, 404: error, 409: error },
  },
  'GET /api/registrations': {
    querystring: registrationListQuerySchema,
    response: { 200: registrationListSchema, 400: error },
  },
  'POST /api/registrations/:id/discard': {
    params: idParamsSchema,
    body: discardRegistrationBodySchema,
    response: { 200: discardedRegistrationSchema, 400: error, 404: error, 409: error },
  },
  // ADR 055: 200 erased here; 202 an approved record's request queued to the collection service
  'POST /api/registrations/:id/erasure': {
    params: idParamsSchema,
    body: erasureRequestSchema,
    response: {
      200: erasureResultSchema,
      202: erasureResultSchema,
      400: error,
      403: error,
      404: error,
      409: error,
    },
  },
  // ADR 056: the person's rights of access (a file: JSON or PDF) and correction
  'GET /api/registrations/:id/subject-export': {
    params: idParamsSchema,
    querystring: subjectExportQuerySchema,
    response: { 200: subjectExportFileSchema, 400: error, 404: error },
  },
  'POST /api/registrations/:id/correction-request': {
    params: idParamsSchema,
    body: correctionRequestBodySchema,
    response: { 202: correctionRequestResponseSchema, 400: error, 404: error, 409: error },
  },
  'GET /api/registrations/counts': { response: { 200: registrationCountsSchema } },
  'GET /api/registrations/:id': {
    params: idParamsSchema,
    // 410: its personal data was erased (ADR 055); the error's params say when, by whom, why
    response: { 200: registrationDetailSchema, 404: error, 410: error },
  },
  /** ADR 057: the phone and email a list shows masked, in full; the read is logged */
  'GET /api/registrations/:id/contact': {
    params: idParamsSchema,
    response: { 200: registrationContactSchema, 404: error },
  },
  // ADR 054: who read a record's full details, newest first; every entry of a period as CSV
  'GET /api/registrations/:id/access-log': {
    params: idParamsSchema,
    querystring: accessLogQuerySchema,
    response: { 200: accessLogPageSchema, 400: error, 404: error },
  },
  'GET /api/access-log/export': {
    querystring: accessLogExportQuerySchema,
    response: { 200: exportFileSchema, 400: error, 429: error },
  },
  'GET /api/registrations/export': {
    querystring: exportQuerySchema,
    response: { 200: exportFileSchema, 400: error, 403: error, 429: error },
  },
  'GET /api/registrations/export/admission': {
    querystring: exportQuerySchema,
    response: { 200: exportAdmissionSchema, 400: error, 403: error, 429: error },
  },
  'GET /api/search': {
    querystring: searchQuerySchema,
    response: { 200: searchResponseSchema, 400: error },
  },
  'GET /api/reports': {
    querystring: reportQuerySchema,
    response: { 200: reportSchema, 400: error, 403: error },
  },

  // review
  'POST /api/registrations/:id/transitions': {
    params: idParamsSchema,
    body: reviewTransitionSchema,
    response: {
      200: reviewTransitionResponseSchema,
      400: error,
      403: error,
      404: error,
      409: error,
      /** the duplicate check a validate or approve waits for could not run (ADR 049) */
      502: error,
    },
  },
  'GET /api/registrations/:id/jigyasu-id-preview': {
    params: idParamsSchema,
    response: { 200: jigyasuIdPreviewSchema, 404: error },
  },
  'GET /api/registrations/:id/approved-record': {
    params: idParamsSchema,
    response: { 200: approvedRecordWithDeliverySchema, 404: error, 502: error },
  },
  'GET /api/approved-records/:uid': {
    params: approvedRecordUidParamsSchema,
    response: { 200: approvedRecordsSchema, 502: error },
  },

  // duplicates
  'GET /api/registrations/:id/duplicates': {
    params: idParamsSchema,
    response: { 200: duplicatesResponseSchema, 404: error, 502: error },
  },
  'GET /api/registrations/duplicate-levels': {
    querystring: duplicateLevelsQuerySchema,
    response: { 200: duplicateLevelsResponseSchema, 400: error },
  },
  'POST /api/duplicates/precheck': {
    body: duplicatePrecheckSchema,
    response: { 200: duplicatePrecheckResponseSchema, 400: error, 429: error },
  },
  'GET /api/duplicates/precheck-matches': {
    querystring: precheckMatchesQuerySchema,
    response: { 200: precheckMatchPageSchema },
  },

  // members and transfers
  'GET /api/members/:uid': {
    params: uidParamsSchema,
    response: { 200: memberLookupResponseSchema },
  },
  'GET /api/transfers/search': {
    querystring: transferSearchQuerySchema,
    response: { 200: transferSearchResponseSchema, 403: error, 404: error },
  },
  'POST /api/transfers': {
    headers: idempotencyHeadersSchema,
    body: createTransferBodySchema,
    response: { 201: savedTransferSchema, 400: error, 409: error },
  },
  'GET /api/transfers': {
    querystring: transferListQuerySchema,
    response: { 200: transfersPageSchema },
  },
  'GET /api/transfers/:id': {
    params: idParamsSchema,
    response: { 200: transferDetailSchema, 404: error },
  },
  'POST /api/transfers/:id/decision': {
    params: idParamsSchema,
    body: transferDecisionSchema,
    response: { 200: savedTransferSchema, 404: error, 409: error },
  },

  // outbox
  'GET /api/outbox': { querystring: outboxListQuerySchema, response: { 200: outboxPageSchema } },
  'GET /api/outbox/:id': {
    params: idParamsSchema,
    response: { 200: deliveryDetailSchema, 404: error },
  },
  'POST /api/outbox/:id/retry': {
    params: idParamsSchema,
    response: { 200: retryDeliverySchema, 404: error, 409: error },
  },

  // users
  'GET /api/users': { querystring: userListQuerySchema, response: { 200: usersPageSchema } },
  'PATCH /api/users/:id': {
    params: userIdParamsSchema,
    body: userUpdateSchema,
    response: { 200: updatedUserSchema, 400: error, 404: error },
  },
  'DELETE /api/users/:id/second-factor': {
    params: userIdParamsSchema,
    response: { 200: updatedUserSchema, 400: error, 404: error, 409: error },
  },

  // photos (multipart in, image out)
  'POST /api/photos': {
    headers: idempotencyHeadersSchema,
    response: { 201: uploadedPhotoSchema, 400: error, 409: error, 422: error, 429: error },
  },
  'GET /api/photos/:id': { params: photoParamsSchema },

  // cards (PDF out)
  'GET /api/registrations/:id/card': { params: idParamsSchema, querystring: cardQuerySchema },
  'GET /api/cards': { querystring: cardBatchQuerySchema },
  'GET /api/verify/:token': {
    params: cardTokenParamsSchema,
    response: { 200: cardVerificationSchema, 400: error, 429: error },
  },

  // notifications
  'GET /api/notifications': {
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema, 400: error },
  },
  'GET /api/notifications/unread-count': { response: { 200: unreadCountSchema } },
  'POST /api/notifications/read': {
    body: markReadSchema,
    response: { 200: unreadCountSchema, 400: error },
  },
  'GET /api/me/notification-settings': { response: { 200: notificationSettingsSchema } },
  'PUT /api/me/notification-settings': {
    body: notificationSettingsUpdateSchema,
    response: { 200: notificationSettingsSchema, 400: error },
  },

  // the external services' contracts, served by the built-in stand-ins
  'GET /ext/uid/form_a_data/:uid': {
    params: uidParamsSchema,
    response: { 200: memberLookupListSchema },
  },
  'GET /ext/data/jigyasu_dedup_data': {
    querystring: duplicateQuerySchema,
    response: { 200: duplicateMatchListSchema, 400: error },
  },
  'GET /ext/collection/jigyasu_data/:id': {
    params: collectionIdParamsSchema,
    response: { 200: approvedReadModelListSchema },
  },

  // the QR code's page (HTML, outside /api) and its photo thumbnail (JPEG)
  'GET /verify/:token': { params: cardTokenParamsSchema },
  'GET /verify/:token/photo': { params: cardTokenParamsSchema },
} as const satisfies Record<string, RouteContract>;

export type ApiRoute = keyof typeof API_CONTRACTS;
