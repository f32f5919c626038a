// The drizzle schema object: one file per table under ./schema, gathered here for the query builder.
export { users } from './schema/users';
export { sessions } from './schema/sessions';
export { loginThrottle } from './schema/login-throttle';
export { branches } from './schema/branches';
export { members } from './schema/members';
export {
  registrations,
  registrationLogs,
  registrationCounts,
  registrationStatusTotals,
} from './schema/registrations';
export { idempotencyKeys } from './schema/idempotency-keys';
export { photos } from './schema/photos';
export { outbox, outboxAttempts, collectionRecords } from './schema/outbox';
export { transferRequests, transferLogs } from './schema/transfers';
export { personMatchKeys, personMatchKeysState } from './schema/person-match-keys';
export {
  registrationSearchTerms,
  registrationSearchTermsState,
} from './schema/registration-search-terms';
export {
  notifications,
  notificationSettings,
  notificationAlerts,
  appSecrets,
} from './schema/notifications';
export { exportLogs } from './schema/exports';
export { reportCounts, reportCountsZone } from './schema/report-counts';
export { accessLogs, accessLogBatches } from './schema/access-logs';
export { rateLimitCounters } from './schema/rate-limit-counters';
export { duplicatePrecheckMatches } from './schema/duplicate-precheck-matches';
export { subjectRequests, collectionRequests } from './schema/subject-requests';
export {
  secondFactors,
  secondFactorRecoveryCodes,
  secondFactorBrowsers,
  secondFactorLogs,
} from './schema/second-factor';
