import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { emailEnabled, type Config } from './config';
import type { Database, Db } from './db/client';
import { LOG_REDACT_PATHS, serializeError, serializeRequest } from './lib/log-safety';
import { logTransport } from './lib/log-transport';
import { authPlugin } from './plugins/auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { crossSitePlugin } from './plugins/cross-site';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { readinessPlugin } from './plugins/readiness';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webStaticPlugin } from './plugins/web-static';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { secondFactorRoutes } from './modules/second-factor/routes';
import { SecondFactorService } from './modules/second-factor/service';
import { configurePasswordHashing } from './modules/auth/password';
import { branchesRoutes } from './modules/branches/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { photosRoutes } from './modules/photos/routes';
import { membersRoutes } from './modules/members/routes';
import { BuiltInUidService, HttpUidService, type UidService } from './modules/members/uid-service';
import { registrationsRoutes } from './modules/registrations/routes';
import { RegistrationsService } from './modules/registrations/service';
import { usersRoutes } from './modules/users/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import {
  BuiltInCollectionService,
  HttpCollectionService,
  type CollectionService,
} from './modules/collection/collection-service';
import { collectionRoutes } from './modules/collection/routes';
import {
  BuiltInDataService,
  HttpDataService,
  type DataService,
} from './modules/duplicates/data-service';
import { duplicatesRoutes } from './modules/duplicates/routes';
import { searchRoutes } from './modules/search/routes';
import { contactRoutes } from './modules/contact/routes';
import { erasureRoutes } from './modules/erasure/routes';
import { DuplicatesService } from './modules/duplicates/service';
import { outboxRoutes } from './modules/outbox/routes';
import { NotificationMailer } from './modules/notifications/mailer';
import { notificationsRoutes } from './modules/notifications/routes';
import { cardsRoutes } from './modules/cards/routes';
import { exportsRoutes } from './modules/exports/routes';
import { reportsRoutes } from './modules/reports/routes';
import { OutboxWorker } from './modules/outbox/worker';
import { subjectRightsRoutes } from './modules/subject-rights/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { transfersRoutes } from './modules/transfers/routes';
import { AccessLogRecorder } from './modules/access-log/recorder';
import { accessLogRoutes } from './modules/access-log/routes';
import { TransfersService } from './modules/transfers/service';
import { ReviewsService, type HandOff } from './modules/reviews/service';
import { UsersService } from './modules/users/service';
import { installRegistrationWriteHooks } from './write-hooks';

export interface Services {
  auth: AuthService;
  secondFactor: SecondFactorService;
  users: UsersService;
  uid: UidService;
  registrations: RegistrationsService;
  reviews: ReviewsService;
  collection: CollectionService;
  transfers: TransfersService;
  data: DataService;
  duplicates: DuplicatesService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    services: Services;
    outboxWorker: OutboxWorker;
    /** reads of people's full details (ADR 054): routes call app.accessLog.record */
    accessLog: AccessLogRecorder;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** replace a service in tests (an unreachable UID service, say) */
  services?: Partial<Services>;
  /** where the log goes instead of stdout (tests that read the log) */
  logStream?: { write(line: string): void };
}

function createServices(
  config: Config,
  db: Db,
  /** the duplicate check's connections (Database.checkDb) */
  checkDb: Db,
  /** delivers an approval's outbox row now; the approval waits for it a little */
  handOff: HandOff,
  overrides: Partial<Services> = {},
): Services {
  const uid =
    overrides.uid ??
    (config.UID_SERVICE_URL
      ? new HttpUidService(config.UID_SERVICE_URL, config.EXTERNAL_TIMEOUT_MS)
      : new BuiltInUidService(db));
  const builtInData = new BuiltInDataService(checkDb);
  const data =
    overrides.data ??
    (config.DATA_SERVICE_URL
      ? new HttpDataService(config.DATA_SERVICE_URL, config.EXTERNAL_TIMEOUT_MS)
      : builtInData);
  const secondFactor = overrides.secondFactor ?? new SecondFactorService(db, config);
  const duplicates = overrides.duplicates ?? new DuplicatesService(db, data, builtInData);
  return {
    auth: new AuthService(db, config),
    secondFactor,
    users: new UsersService(db),
    uid,
    registrations: new RegistrationsService(db, config, uid),
    reviews: new ReviewsService(db, config, handOff, duplicates),
    transfers: new TransfersService(db, uid, config),
    collection: config.COLLECTION_SERVICE_URL
      ? new HttpCollectionService(config.COLLECTION_SERVICE_URL, config.EXTERNAL_TIMEOUT_MS)
      : new BuiltInCollectionService(db),
    data,
    duplicates,
    ...overrides,
  };
}

/** The application as a plugin tree: external plugins, then our plugins, then route modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: LOG_REDACT_PATHS,
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : logTransport(config)),
          },
    // Ids let a user quote the 'Reference ID' of a 500 and an operator find it in the log.
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installRegistrationWriteHooks();
  app.decorate('config', config);
  // New password hashes take the configured argon2id cost (ADR 047).
  configurePasswordHashing(config);
  app.decorate('db', database.db);
  app.decorate(
    'services',
    createServices(
      config,
      database.db,
      database.checkDb,
      (row, waitUntil) => app.outboxWorker.deliverNow(row, waitUntil),
      options.services,
    ),
  );
  app.decorate(
    'outboxWorker',
    new OutboxWorker(
      database.db,
      config,
      app.services.collection,
      app.log,
      emailEnabled(config) ? new NotificationMailer(database.db, config) : undefined,
    ),
  );
  app.decorate('accessLog', new AccessLogRecorder(database.db, { log: app.log }));
  app.addHook('onClose', async () => app.accessLog.close());
  // The worker polls only in a listening server (startServer); an approval delivers its own
  // hand-off (deliverNow), and tests drive runOnce themselves.
  app.addHook('onClose', async () => app.outboxWorker.stop());

  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  await app.register(crossSitePlugin);
  await app.register(inputHygienePlugin);
  await app.register(authPlugin);
  // after auth: it counts each signed-in request against its account (ADR 045)
  await app.register(rateLimitPlugin);
  // before the routes: it wraps the handlers of those that declare `idempotent` (ADR 071)
  await app.register(idempotencyPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin, { database });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(secondFactorRoutes);
  await app.register(usersRoutes);
  await app.register(preferencesRoutes);
  await app.register(branchesRoutes);
  await app.register(membersRoutes);
  await app.register(registrationsRoutes);
  await app.register(exportsRoutes, { database });
  await app.register(accessLogRoutes);
  await app.register(reportsRoutes);
  await app.register(photosRoutes);
  await app.register(geoRoutes);
  await app.register(reviewsRoutes);
  await app.register(outboxRoutes);
  await app.register(notificationsRoutes);
  await app.register(cardsRoutes);
  await app.register(collectionRoutes);
  await app.register(transfersRoutes);
  await app.register(duplicatesRoutes);
  await app.register(searchRoutes);
  await app.register(contactRoutes);
  await app.register(erasureRoutes);
  await app.register(subjectRightsRoutes);

  await app.register(webStaticPlugin);
  return app;
}
