import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { registerErrorHandler, sendClientError } from './plugins/error-handler.js';
import { createRateLimiter, createSlowdown } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { createResponseSerializerCompiler } from './plugins/response-serializer.js';
import { registerRequestEncoding } from './plugins/request-encoding.js';
import { registerStorableInput } from './plugins/storable-input.js';
import { createSessionStore, registerSession, type SessionStore } from './plugins/session.js';
import { createSessionCache } from './plugins/session-cache.js';
import { listenForSessionChanges } from './plugins/session-listener.js';
import { registerWeb } from './plugins/web.js';
import { createMetrics } from './plugins/metrics.js';
import { createJobQueue, type JobQueue } from './jobs/job-queue.js';
import { defineMaintenanceJob } from './jobs/maintenance.js';
import { createAuthRepo } from './features/auth/auth.repo.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createCredentialChecks } from './features/auth/credential-checks.js';
import { createOidc } from './features/auth/oidc.js';
import { healthCheckRoutes } from './features/health-check/health-check.routes.js';
import { newsletterRoutes } from './features/newsletter/newsletter.routes.js';
import { healthMetricsRoutes } from './features/health-metrics/health-metrics.routes.js';
import { timeBlocksRoutes } from './features/time-blocks/time-blocks.routes.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { createCalendarServices } from './features/calendar/calendar-services.js';
import { goalsRoutes } from './features/goals/goals.routes.js';
import { relationshipsRoutes } from './features/relationships/relationships.routes.js';
import { tasksRoutes } from './features/tasks/tasks.routes.js';
import { taskImportRoutes } from './features/tasks/task-import.routes.js';
import { planRoutes } from './features/plan/index.js';
import { dailyPlansRoutes } from './features/daily-plans/daily-plans.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { aiPromptsRoutes } from './features/ai-prompts/ai-prompts.routes.js';
import { progressReviewsRoutes } from './features/progress-reviews/progress-reviews.routes.js';
import { insightsRoutes } from './features/insights/insights.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { sampleDataRoutes } from './features/sample-data/sample-data.routes.js';
import { recentlyDeletedRoutes } from './features/recently-deleted/recently-deleted.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { sessionsRoutes } from './features/sessions/sessions.routes.js';
import { dataExportRoutes } from './features/data-export/data-export.routes.js';
import { createPushRepo } from './features/push/push.repo.js';
import { pushRoutes } from './features/push/push.routes.js';
import { createPushService, definePushJobs } from './features/push/push.service.js';
import { ephemeralVapidKeys, type VapidKeys } from './features/push/vapid-keys.js';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes.js';
import { mcpRoutes } from './features/mcp/mcp.routes.js';
import { createAdminRepo, createAdminService } from './features/admin/index.js';
import { backupsRoutes, createBackupService, createBackupsRepo, defineBackupJob } from './features/backups/index.js';
import {
  createPasskeysRepo,
  createPasskeysService,
  createSecondStepGate,
  createTwoFactorRepo,
  createTwoFactorService,
  passkeyRoutes,
  twoFactorRoutes,
} from './features/two-factor/index.js';
import { createSecretBox } from './secret-box.js';
import {
  accountRecoveryRoutes,
  createAccountLinksRepo,
  createAccountRecoveryService,
  defineAccountRecoveryJobs,
  linkBaseUrl,
} from './features/account-recovery/index.js';
import { createMailer } from './mail/mailer.js';
import { SECOND_STEP_ATTEMPTS, SESSION_COOKIE } from '../shared/constants.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Failed sign-ins at one account from unknown browsers: ten free, then a wait from 2 s doubling to a minute. */
const SIGN_IN_SLOWDOWN = { free: 10, firstDelayMs: 2000, maxDelayMs: 60_000, windowMs: 15 * 60_000 };
/** Calls a user may make to each AI route in a minute. */
const AI_CALLS_PER_MINUTE = 30;

export interface AppDeps {
  config: Config;
  db: Db;
  sessionSecret: string;
  logger?: FastifyBaseLogger;
  webRoot?: string;
  now?: () => Date;
  /** Sign-up and sign-in attempts allowed per IP address in 15 minutes (the end-to-end server signs up many accounts from one address). */
  authAttemptsPerIp?: number;
  /** Calls a user may make per minute to each AI route (the benchmark measures more than a minute's worth). */
  aiCallsPerMinute?: number;
  /** Whether this instance runs background jobs and their schedule; every instance can send them. */
  runJobs?: boolean;
  /** How often the queue's workers look for new jobs (tests shorten it). */
  jobPollingIntervalSeconds?: number;
  /** The Web Push key pair (main.ts resolves it from the config or DATA_DIR; a fresh one when absent). */
  vapid?: VapidKeys;
  /** How long a resolved session is reused without asking the database (default 30 s; 0 turns the cache off). */
  sessionCacheTtlMs?: number;
  /** Check every answer against its response schema and the compiled serialiser's text against the contract's (tests). */
  checkResponses?: boolean;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = createFastify(deps);
  const metrics = createMetrics({ db, token: config.metricsToken });
  metrics.register(app);

  const secureCookies = config.publicUrl?.startsWith('https://') ?? false;
  await registerPlumbing(app, deps);
  const sessions = await createSessions(app, deps, secureCookies);
  const jobs = createJobQueue(db, {
    work: deps.runJobs ?? false,
    logger: app.log,
    pollingIntervalSeconds: deps.jobPollingIntervalSeconds,
    onFailure: metrics.jobFailed,
  });
  defineMaintenanceJob(jobs, { db, sessions, now: deps.now });

  await app.register(healthCheckRoutes, { db });
  const { mailer, credentials } = await registerSignInRoutes(app, { deps, sessions, jobs, secureCookies });
  await app.register(newsletterRoutes, {
    db,
    limiter: createRateLimiter(db, { name: 'newsletter', max: 20, windowMs: 60 * 60_000 }),
    jobs,
    mail: mailer ? { mailer, siteUrl: linkBaseUrl(config) } : undefined,
  });
  await app.register(healthMetricsRoutes, { db, now: deps.now });
  const calendar = createCalendarServices({
    db,
    jobs,
    sessionSecret: deps.sessionSecret,
    network: { allowPrivate: config.caldavAllowPrivate },
    now: deps.now,
    logger: app.log,
  });
  await app.register(timeBlocksRoutes, { db, calendar: calendar.sync, now: deps.now });
  await app.register(calendarRoutes, { ...calendar, publicUrl: config.publicUrl });
  await app.register(goalsRoutes, { db, now: deps.now });
  await app.register(relationshipsRoutes, { db, now: deps.now });
  await app.register(tasksRoutes, { db, calendar: calendar.sync, now: deps.now });
  await app.register(taskImportRoutes, { db, now: deps.now });
  await app.register(planRoutes, { db, calendar: calendar.sync, now: deps.now });
  await app.register(dailyPlansRoutes, { db, now: deps.now });
  await registerAssistantRoutes(app, deps, calendar.sync);
  await app.register(dashboardRoutes, { db, now: deps.now });
  await app.register(sampleDataRoutes, { db, now: deps.now });
  await app.register(recentlyDeletedRoutes, { db, now: deps.now });
  await app.register(accountRoutes, { db, credentials });
  await app.register(sessionsRoutes, { db, now: deps.now });
  await app.register(apiTokensRoutes, { db, now: deps.now });
  await app.register(mcpRoutes, { db, limiter: createRateLimiter(db, { name: 'mcp', max: 120, windowMs: 60_000 }), calendar: calendar.sync, now: deps.now });
  await app.register(dataExportRoutes, { db, now: deps.now });
  await registerPushAndBackups(app, deps, jobs);

  if (deps.webRoot) {
    await registerWeb(app, deps.webRoot, {
      isSignedIn: async (request) => {
        await sessions.load(request);
        return request.user !== null;
      },
    });
  }

  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  return app;
}

/** The assistant's routes: chat, AI prompts, progress reviews and insights, each with its own per-minute limit. */
async function registerAssistantRoutes(app: FastifyInstance, deps: AppDeps, calendar: ReturnType<typeof createCalendarServices>['sync']) {
  const { db, config } = deps;
  const aiCalls = deps.aiCallsPerMinute ?? AI_CALLS_PER_MINUTE;
  await app.register(chatRoutes, {
    db: db,
    ai: config.ai,
    limiter: createRateLimiter(db, { name: 'chat', max: aiCalls, windowMs: 60_000 }),
    now: deps.now,
    calendar,
  });
  await app.register(aiPromptsRoutes, {
    db: db,
    ai: config.ai,
    limiter: createRateLimiter(db, { name: 'aiPrompts', max: aiCalls, windowMs: 60_000 }),
    now: deps.now,
  });
  await app.register(progressReviewsRoutes, {
    db: db,
    ai: config.ai,
    limiter: createRateLimiter(db, { name: 'progressReviews', max: aiCalls, windowMs: 60_000 }),
    now: deps.now,
  });
  await app.register(insightsRoutes, {
    db: db,
    ai: config.ai,
    limiter: createRateLimiter(db, { name: 'insights', max: aiCalls, windowMs: 60_000 }),
    now: deps.now,
  });
}

/** Web Push and backups: their services, the jobs they run, and their routes. */
async function registerPushAndBackups(app: FastifyInstance, deps: AppDeps, jobs: JobQueue) {
  const { db, config } = deps;
  const push = createPushService({
    repo: createPushRepo(db),
    jobs,
    vapid: deps.vapid ?? ephemeralVapidKeys(),
    network: { allowLoopback: config.push.allowLoopback },
    now: deps.now,
  });
  definePushJobs(jobs, push);
  await app.register(pushRoutes, { service: push });
  const admin = createAdminService({ repo: createAdminRepo(db), adminEmails: config.adminEmails });
  const backups = createBackupService({
    repo: createBackupsRepo(db),
    databaseUrl: db.$client.options.connectionString!,
    embedded: !config.databaseUrl,
    settings: config.backup,
    dataDir: config.dataDir,
    now: deps.now,
  });
  defineBackupJob(jobs, backups);
  await app.register(backupsRoutes, { service: backups, isAdmin: admin.isAdmin });
}

/** Fastify with the zod contracts as validators and compiled serialisers, and the API's error shape for every failure. */
function createFastify(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Two lines per request cost more than many handlers; failures are logged by the error handler at any level.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.logger?.level ?? '') }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or overlong address is answered by the error handler, in the API's error shape.
    frameworkErrors: (error, _request, reply) => sendClientError(error, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: deps.checkResponses }));
  registerErrorHandler(app);
  registerRequestEncoding(app);
  registerStorableInput(app);
  return app;
}

/** Cookies, security headers and the OpenAPI document at /api/docs. */
async function registerPlumbing(app: FastifyInstance, deps: AppDeps) {
  await app.register(cookie, { secret: deps.sessionSecret });
  await registerSecurity(app, deps.config.publicUrl);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Twelvefold API', description: 'The personal life planner built around twelve.', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal API token (tf_…) from Settings → API' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Sessions, with a short cache that every instance clears when another ends a session (LISTEN/NOTIFY). */
async function createSessions(app: FastifyInstance, deps: AppDeps, secureCookies: boolean) {
  const sessionCacheTtlMs = deps.sessionCacheTtlMs ?? 30_000;
  const sessionCache = sessionCacheTtlMs > 0 ? createSessionCache({ ttlMs: sessionCacheTtlMs, maxEntries: 10_000 }) : undefined;
  if (sessionCache) {
    const listener = listenForSessionChanges(deps.db.$client.options, sessionCache, app.log);
    await listener.start();
    app.addHook('onClose', () => listener.stop());
  }
  const sessions = createSessionStore(deps.db, { secureCookies, now: deps.now, cache: sessionCache });
  registerSession(app, sessions);
  return sessions;
}

interface SignInContext {
  deps: AppDeps;
  sessions: SessionStore;
  jobs: JobQueue;
  secureCookies: boolean;
}

/** Sign-up and sign-in (built-in and OpenID Connect), the second step, passkeys and account recovery by email. */
async function registerSignInRoutes(app: FastifyInstance, { deps, sessions, jobs, secureCookies }: SignInContext) {
  const oidc = deps.config.oidc ? createOidc(deps.config.oidc) : undefined;
  const authIpLimiter = createRateLimiter(deps.db, { name: 'auth-ip', max: deps.authAttemptsPerIp ?? 30, windowMs: 15 * 60_000 });
  const limiters = {
    ip: authIpLimiter,
    accountFrom: createRateLimiter(deps.db, { name: 'auth-account-from', max: 10, windowMs: 15 * 60_000 }),
    accountSlowdown: createSlowdown(deps.db, { name: 'auth-account', ...SIGN_IN_SLOWDOWN, now: deps.now }),
    secondStep: createRateLimiter(deps.db, { name: 'second-step', max: SECOND_STEP_ATTEMPTS, windowMs: 15 * 60_000 }),
  };
  const credentials = createCredentialChecks(limiters);
  const authService = createAuthService({
    repo: createAuthRepo(deps.db),
    db: deps.db,
    now: deps.now,
    allowSignup: deps.config.allowSignup,
    limiters,
  });
  const twoFactor = {
    service: createTwoFactorService({ repo: createTwoFactorRepo(deps.db), box: createSecretBox(deps.sessionSecret, 'totp'), credentials, now: deps.now }),
    sessions,
    limiter: limiters.secondStep,
    secureCookies,
    now: deps.now,
  };

  await app.register(authRoutes, {
    service: authService,
    sessions,
    oidc,
    allowSignup: deps.config.allowSignup,
    emailEnabled: Boolean(deps.config.smtp),
    publicUrl: deps.config.publicUrl,
    secureCookies,
    passwordAccepted: createSecondStepGate(twoFactor),
  });
  await app.register(twoFactorRoutes, twoFactor);
  await app.register(passkeyRoutes, {
    ...twoFactor,
    passkeys: createPasskeysService({ repo: createPasskeysRepo(deps.db), now: deps.now }),
    publicUrl: deps.config.publicUrl,
    ipLimiter: authIpLimiter,
  });
  const mailer = deps.config.smtp ? createMailer(deps.config.smtp) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());
  const recovery = createAccountRecoveryService({
    repo: createAccountLinksRepo(deps.db),
    baseUrl: linkBaseUrl(deps.config),
    mailer,
    jobs,
    mailLimiter: createRateLimiter(deps.db, { name: 'account-mail', max: 3, windowMs: 60 * 60_000 }),
    credentials,
    now: deps.now,
  });
  defineAccountRecoveryJobs(jobs, recovery);
  await app.register(accountRecoveryRoutes, { service: recovery, ipLimiter: authIpLimiter, sessions });
  return { mailer, credentials };
}

/** A hop count trusts the nearest n proxies, as proxy-addr does for a number. */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
