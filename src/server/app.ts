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
import { createSessionRepo } from './plugins/session.repo.js';
import { createAuthRepo } from './features/auth/auth.repo.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createCredentialChecks } from './features/auth/credential-checks.js';
import { createOidc } from './features/auth/oidc.js';
import { healthCheckRoutes } from './features/health-check/health-check.routes.js';
import { createNewsletterRepo } from './features/newsletter/newsletter.repo.js';
import { newsletterRoutes } from './features/newsletter/newsletter.routes.js';
import {
  createCsvReader,
  createHealthImportRepo,
  createHealthImportService,
  createHealthMetricsRepo,
  createHealthMetricsService,
  createHealthOverviewService,
  createIngestReader,
  healthMetricsRoutes,
} from './features/health-metrics/index.js';
import { createTimeBlocksRepo, createTimeBlocksService, type TimeBlockChangeListener } from './features/time-blocks/index.js';
import { timeBlocksRoutes } from './features/time-blocks/time-blocks.routes.js';
import {
  calendarRoutes,
  combineListeners,
  configuredProviders,
  createCaldavService,
  createConnectionOutbox,
  createConnectionsRepo,
  createConnectionsService,
  createConnectionSync,
  createCaldavSync,
  createCalendarFeedService,
  createCalendarImportService,
  createCalendarRepo,
  createIcsReader,
  createSubscriptionsRepo,
  createSubscriptionsService,
  defineCalendarJobs,
  defineConnectionJobs,
  defineSubscriptionJobs,
  providerEntries,
  scheduleCalendarSync,
  scheduleConnectionSync,
  type ProviderUrls,
} from './features/calendar/index.js';
import { createGoalsRepo, createGoalsService } from './features/goals/index.js';
import { goalsRoutes } from './features/goals/goals.routes.js';
import { createRelationshipsRepo, createRelationshipsService } from './features/relationships/index.js';
import { relationshipsRoutes } from './features/relationships/relationships.routes.js';
import { createVcardReader } from './features/relationships/vcard-reader.js';
import { createTaskLinks, createTasksRepo, createTasksService, tasksRoutes } from './features/tasks/index.js';
import { taskImportRoutes } from './features/tasks/task-import.routes.js';
import { createTaskImportService } from './features/tasks/task-import.service.js';
import { createTaskFileReader } from './features/tasks/task-import-reader.js';
import { createPlanRepo, createPlanService, planRoutes } from './features/plan/index.js';
import { createDailyPlansRepo, createDailyPlansService, createDayRitualService, dailyPlansRoutes } from './features/daily-plans/index.js';
import { assistantReadRoutes, createAiContexts, createAiProvider, createUndoHandlesRepo, type AiProvider } from './features/assistant/index.js';
import { createChatRepo } from './features/chat/chat.repo.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { createChatService } from './features/chat/chat.service.js';
import { createAiPromptsRepo } from './features/ai-prompts/ai-prompts.repo.js';
import { aiPromptsRoutes } from './features/ai-prompts/ai-prompts.routes.js';
import { createAiPromptsService } from './features/ai-prompts/ai-prompts.service.js';
import { createProgressReviewsRepo } from './features/progress-reviews/progress-reviews.repo.js';
import { progressReviewsRoutes } from './features/progress-reviews/progress-reviews.routes.js';
import { createProgressReviewsService } from './features/progress-reviews/progress-reviews.service.js';
import { createInsightsRepo } from './features/insights/insights.repo.js';
import { insightsRoutes } from './features/insights/insights.routes.js';
import { createInsightsService } from './features/insights/insights.service.js';
import { createDashboardRepo } from './features/dashboard/dashboard.repo.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { createDashboardService } from './features/dashboard/dashboard.service.js';
import { createSampleDataRepo } from './features/sample-data/sample-data.repo.js';
import { sampleDataRoutes } from './features/sample-data/sample-data.routes.js';
import { createSampleDataService } from './features/sample-data/sample-data.service.js';
import { createRecentlyDeletedRepo } from './features/recently-deleted/recently-deleted.repo.js';
import { recentlyDeletedRoutes } from './features/recently-deleted/recently-deleted.routes.js';
import { createRecentlyDeletedService } from './features/recently-deleted/recently-deleted.service.js';
import { createAccountRepo } from './features/account/account.repo.js';
import { accountRoutes } from './features/account/account.routes.js';
import { createAccountService } from './features/account/account.service.js';
import { createSessionsRepo } from './features/sessions/sessions.repo.js';
import { sessionsRoutes } from './features/sessions/sessions.routes.js';
import { createSessionsService } from './features/sessions/sessions.service.js';
import { dataExportRoutes } from './features/data-export/data-export.routes.js';
import { createPushRepo } from './features/push/push.repo.js';
import { pushRoutes } from './features/push/push.routes.js';
import { createPushService, definePushJobs } from './features/push/push.service.js';
import { ephemeralVapidKeys, type VapidKeys } from './features/push/vapid-keys.js';
import { createApiTokensRepo } from './features/api-tokens/api-tokens.repo.js';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes.js';
import { createApiTokensService } from './features/api-tokens/api-tokens.service.js';
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
  /** Addresses calendar fetches may reach whatever their range (a test's own server on loopback, with private ones refused). */
  trustedCalendarAddresses?: readonly string[];
  /** Where the calendar providers are reached: tests only, a local server implementing their published calls. */
  calendarProviderUrls?: ProviderUrls;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = createFastify(deps);
  const metrics = createMetrics({ db, token: config.metricsToken });
  metrics.register(app);

  const secureCookies = config.publicUrl?.startsWith('https://') ?? false;
  await registerPlumbing(app, deps);
  const repos = createRepos(db);
  const sessions = await createSessions(app, deps, repos, secureCookies);
  const jobs = createJobQueue(db, {
    work: deps.runJobs ?? false,
    logger: app.log,
    pollingIntervalSeconds: deps.jobPollingIntervalSeconds,
    onFailure: (queue) => metrics.jobFailed(queue),
  });
  defineMaintenanceJob(jobs, { db, sessions, now: deps.now });
  const composition = { deps, repos, jobs, sessions, secureCookies };
  await registerFeatures(app, composition, createServices(app, composition));

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

/** Every repo of the server, built once: each prepares its statements when made and serves every request. */
export function createRepos(db: Db) {
  return {
    sessions: createSessionRepo(db),
    auth: createAuthRepo(db),
    twoFactor: createTwoFactorRepo(db),
    passkeys: createPasskeysRepo(db),
    accountLinks: createAccountLinksRepo(db),
    account: createAccountRepo(db),
    userSessions: createSessionsRepo(db),
    apiTokens: createApiTokensRepo(db),
    admin: createAdminRepo(db),
    backups: createBackupsRepo(db),
    push: createPushRepo(db),
    newsletter: createNewsletterRepo(db),
    timeBlocks: createTimeBlocksRepo(db),
    calendar: createCalendarRepo(db),
    calendarSubscriptions: createSubscriptionsRepo(db),
    calendarConnections: createConnectionsRepo(db),
    tasks: createTasksRepo(db),
    plan: createPlanRepo(db),
    dailyPlans: createDailyPlansRepo(db),
    goals: createGoalsRepo(db),
    relationships: createRelationshipsRepo(db),
    healthMetrics: createHealthMetricsRepo(db),
    healthImport: createHealthImportRepo(db),
    dashboard: createDashboardRepo(db),
    sampleData: createSampleDataRepo(db),
    recentlyDeleted: createRecentlyDeletedRepo(db),
    chat: createChatRepo(db),
    aiPrompts: createAiPromptsRepo(db),
    progressReviews: createProgressReviewsRepo(db),
    insights: createInsightsRepo(db),
    undoHandles: createUndoHandlesRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;

/** What the planner's services share: the clock, the log, and who hears of every block change (a connected calendar). */
export interface PlannerOptions {
  now?: () => Date;
  logger?: FastifyBaseLogger;
  blockListener?: TimeBlockChangeListener;
}

/** The planner's services, each on its repo: blocks, tasks and plans, goals, people and health. */
export function createPlannerServices(repos: Repos, { now, logger, blockListener }: PlannerOptions) {
  const blocks = createTimeBlocksService({ repo: repos.timeBlocks, listener: blockListener, logger, now });
  const goals = createGoalsService({ repo: repos.goals, now });
  const people = createRelationshipsService({ repo: repos.relationships, now });
  const health = createHealthMetricsService(repos.healthMetrics);
  const tasks = createTasksService({
    repo: repos.tasks,
    createBlock: (user, input) => blocks.create(user, input),
    links: createTaskLinks({ people, goals }),
    now,
  });
  const busyBetween = (userId: string, from: string, to: string) => repos.calendar.busyBetween(userId, from, to);
  const plan = createPlanService({ repo: repos.plan, busyBetween, tasks, blocks: repos.timeBlocks, listener: blockListener, logger, now });
  const dailyPlans = createDailyPlansService({ repo: repos.dailyPlans, now });
  return {
    blocks,
    goals,
    people,
    health,
    tasks,
    plan,
    dailyPlans,
    dayRitual: createDayRitualService({ plans: dailyPlans, tasks, time: plan, now }),
    healthOverview: createHealthOverviewService({ health, blocks, now }),
  };
}

export type PlannerServices = ReturnType<typeof createPlannerServices>;

/** The assistant's context on the planner's services, its undo handles and the calendars' busy time. */
export function createAssistantContexts(repos: Repos, planner: PlannerServices) {
  const calendarBusy = (userId: string, from: string, to: string) => repos.calendar.busyBetween(userId, from, to);
  return createAiContexts({ ...planner, undoHandles: repos.undoHandles, calendarBusy });
}

export function createAssistantServices(repos: Repos, planner: PlannerServices, { ai, now }: { ai: AiProvider; now?: () => Date }) {
  const context = createAssistantContexts(repos, planner);
  return {
    context,
    chat: createChatService({ repo: repos.chat, ai, context, now }),
    aiPrompts: createAiPromptsService({ repo: repos.aiPrompts, ai, context, now }),
    progressReviews: createProgressReviewsService({ repo: repos.progressReviews, ai, context, now }),
    insights: createInsightsService({ repo: repos.insights, ai, context, now }),
  };
}

interface Composition {
  deps: AppDeps;
  repos: Repos;
  jobs: JobQueue;
  sessions: SessionStore;
  secureCookies: boolean;
}

/** Every service of the server, built once on the repos and handed to the features that need it. */
function createServices(app: FastifyInstance, composition: Composition) {
  const { deps, repos } = composition;
  const { config, now } = deps;
  const calendar = createCalendarServices(app, composition);
  const planner = createPlannerServices(repos, { now, logger: app.log, blockListener: calendar.blockListener });
  const readers = createReaders(app);
  const limiters = createLimiters(deps);
  return {
    ...planner,
    calendar,
    readers,
    taskImport: createTaskImportService({ repo: repos.tasks, reader: readers.taskFiles, now }),
    healthImport: createHealthImportService(repos.healthImport, { csv: readers.healthCsv, ingest: readers.healthPush }),
    dashboard: createDashboardService({ repo: repos.dashboard, tasksToday: async (user) => (await planner.tasks.onPlanOf(user)).length, now }),
    sampleData: createSampleDataService({ repo: repos.sampleData, now }),
    recentlyDeleted: createRecentlyDeletedService({ repo: repos.recentlyDeleted, now }),
    assistant: createAssistantServices(repos, planner, { ai: createAiProvider(config.ai, app.log), now }),
    limiters,
    ...createAccountServices(app, composition, limiters),
  };
}

type Services = ReturnType<typeof createServices>;

/** The calendar feed, CalDAV, subscriptions, Google and Microsoft, and .ics import; every block change reaches each outbox. */
function createCalendarServices(app: FastifyInstance, composition: Composition) {
  const { deps, repos, jobs } = composition;
  const { now } = deps;
  const repo = repos.calendar;
  const network = { allowPrivate: deps.config.caldavAllowPrivate, trustedAddresses: deps.trustedCalendarAddresses };
  const reader = createIcsReader();
  const box = createSecretBox(deps.sessionSecret, 'caldav-password');
  const removeBlock = (userId: string, blockId: string, at: Date) => repos.timeBlocks.remove(userId, blockId, at);
  const sync = createCaldavSync({ repo, reader, network, removeBlock, box, now, logger: app.log, scheduleSync: scheduleCalendarSync(jobs) });
  defineCalendarJobs(jobs, { repo, sync });
  const subscriptions = createSubscriptionsService({
    repo: repos.calendarSubscriptions,
    reader,
    box: createSecretBox(deps.sessionSecret, 'calendar-subscription-url'),
    network,
    now,
    logger: app.log,
  });
  defineSubscriptionJobs(jobs, subscriptions);
  const connections = createConnectionServices(app, composition, { reader, removeBlock });
  return {
    sync,
    reader,
    subscriptions,
    connections: connections.service,
    blockListener: combineListeners(sync, connections.outbox),
    feed: createCalendarFeedService({ repo, box: createSecretBox(deps.sessionSecret, 'feed-token'), now }),
    caldav: createCaldavService({ repo, box, sync, network, now }),
    importer: createCalendarImportService({
      repo,
      reader,
      onImported: async (userId, ids) => {
        await sync.blocksAdded(userId, ids);
        await connections.outbox.blocksAdded(userId, ids);
      },
    }),
  };
}

/** The two-way OAuth connections (Google, Microsoft): their sync, its jobs, and the outbox block changes go to. */
function createConnectionServices(
  app: FastifyInstance,
  { deps, repos, jobs }: Composition,
  shared: { reader: ReturnType<typeof createIcsReader>; removeBlock: (userId: string, blockId: string, at: Date) => Promise<boolean> },
) {
  const now = deps.now ?? (() => new Date());
  const repo = repos.calendarConnections;
  const box = createSecretBox(deps.sessionSecret, 'calendar-connection-token');
  const providers = providerEntries(configuredProviders(deps.config.calendarProviders, deps.calendarProviderUrls));
  const ctx = { repo, blocks: repos.calendar, reader: shared.reader, removeBlock: shared.removeBlock, now, logger: app.log };
  const sync = createConnectionSync({ ctx, providers, box });
  defineConnectionJobs(jobs, { repo, sync, now });
  const schedule = scheduleConnectionSync(jobs);
  return {
    service: createConnectionsService({ repo, blocks: repos.calendar, sync, box, schedule, now }),
    outbox: createConnectionOutbox({ repo, schedule: (id) => schedule(id) }),
  };
}

/** The files read in worker threads (imports), closed with the server. */
function createReaders(app: FastifyInstance) {
  const readers = { taskFiles: createTaskFileReader(), vcards: createVcardReader(), healthCsv: createCsvReader(), healthPush: createIngestReader() };
  app.addHook('onClose', () => Promise.all(Object.values(readers).map((reader) => reader.close())));
  return readers;
}

/** Failed sign-ins at one account from unknown browsers: ten free, then a wait from 2 s doubling to a minute. */
const SIGN_IN_SLOWDOWN = { free: 10, firstDelayMs: 2000, maxDelayMs: 60_000, windowMs: 15 * 60_000 };
/** Calls a user may make to each AI route in a minute. */
const AI_CALLS_PER_MINUTE = 30;
/** Readings of a line typed in the palette or a one-line add in a minute: one a keystroke pause, applying included. */
const AI_READS_PER_MINUTE = 300;

/** The rate limits, kept in PostgreSQL so every instance shares them. */
function createLimiters({ db, now, ...deps }: AppDeps) {
  const aiCalls = deps.aiCallsPerMinute ?? AI_CALLS_PER_MINUTE;
  const perMinute = (name: string, max: number) => createRateLimiter(db, { name, max, windowMs: 60_000 });
  const perQuarterHour = (name: string, max: number) => createRateLimiter(db, { name, max, windowMs: 15 * 60_000 });
  const authIp = perQuarterHour('auth-ip', deps.authAttemptsPerIp ?? 30);
  return {
    signIn: {
      ip: authIp,
      accountFrom: perQuarterHour('auth-account-from', 10),
      accountSlowdown: createSlowdown(db, { name: 'auth-account', ...SIGN_IN_SLOWDOWN, now }),
      secondStep: perQuarterHour('second-step', SECOND_STEP_ATTEMPTS),
    },
    accountMail: createRateLimiter(db, { name: 'account-mail', max: 3, windowMs: 60 * 60_000 }),
    newsletter: createRateLimiter(db, { name: 'newsletter', max: 20, windowMs: 60 * 60_000 }),
    chat: perMinute('chat', aiCalls),
    assistantRead: perMinute('assistantRead', AI_READS_PER_MINUTE),
    aiPrompts: perMinute('aiPrompts', aiCalls),
    progressReviews: perMinute('progressReviews', aiCalls),
    insights: perMinute('insights', aiCalls),
    mcp: perMinute('mcp', 120),
  };
}

/** Accounts: sign-in (password, OpenID Connect, the second step, passkeys), recovery by email, tokens, push, backups. */
function createAccountServices(app: FastifyInstance, { deps, repos, jobs }: Composition, limiters: ReturnType<typeof createLimiters>) {
  const { config, now } = deps;
  const credentials = createCredentialChecks(limiters.signIn);
  const mailer = config.smtp ? createMailer(config.smtp) : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());
  const recovery = createAccountRecoveryService({
    repo: repos.accountLinks,
    baseUrl: linkBaseUrl(config),
    mailer,
    jobs,
    mailLimiter: limiters.accountMail,
    credentials,
    now,
  });
  defineAccountRecoveryJobs(jobs, recovery);
  const push = createPushService({
    repo: repos.push,
    jobs,
    vapid: deps.vapid ?? ephemeralVapidKeys(),
    network: { allowLoopback: config.push.allowLoopback },
    now,
  });
  definePushJobs(jobs, push);
  const backups = createBackupService({
    repo: repos.backups,
    databaseUrl: deps.db.$client.options.connectionString!,
    embedded: !config.databaseUrl,
    settings: config.backup,
    dataDir: config.dataDir,
    now,
  });
  defineBackupJob(jobs, backups);
  return {
    mailer,
    oidc: config.oidc ? createOidc(config.oidc) : undefined,
    auth: createAuthService({
      repo: repos.auth,
      db: deps.db,
      now,
      allowSignup: config.allowSignup,
      limiters: limiters.signIn,
    }),
    twoFactor: createTwoFactorService({ repo: repos.twoFactor, box: createSecretBox(deps.sessionSecret, 'totp'), credentials, now }),
    passkeys: createPasskeysService({ repo: repos.passkeys, now }),
    recovery,
    account: createAccountService({ repo: repos.account, credentials }),
    userSessions: createSessionsService({ repo: repos.userSessions, now }),
    apiTokens: createApiTokensService({ repo: repos.apiTokens, now }),
    push,
    admin: createAdminService({ repo: repos.admin, adminEmails: config.adminEmails }),
    backups,
  };
}

/**
 * Every feature, registered by hand in one list: each is a Fastify plugin that gets the services it needs. The sign-in
 * check runs before all of them (plugins/sign-in.ts): a new /api route is signed-in only unless listed public there.
 */
async function registerFeatures(app: FastifyInstance, { deps, repos, jobs, sessions, secureCookies }: Composition, s: Services) {
  const { config, db, now } = deps;
  const isAdmin = (userId: string) => s.admin.isAdmin(userId);
  const twoFactor = { service: s.twoFactor, sessions, limiter: s.limiters.signIn.secondStep, secureCookies, isAdmin, now };
  await app.register(healthCheckRoutes, { db });
  await app.register(authRoutes, {
    service: s.auth,
    sessions,
    oidc: s.oidc,
    allowSignup: config.allowSignup,
    emailEnabled: Boolean(config.smtp),
    publicUrl: config.publicUrl,
    secureCookies,
    passwordAccepted: createSecondStepGate(twoFactor),
    isAdmin,
  });
  await app.register(twoFactorRoutes, twoFactor);
  await app.register(passkeyRoutes, { ...twoFactor, passkeys: s.passkeys, publicUrl: config.publicUrl, ipLimiter: s.limiters.signIn.ip });
  await app.register(accountRecoveryRoutes, { service: s.recovery, ipLimiter: s.limiters.signIn.ip, sessions });
  await app.register(newsletterRoutes, {
    repo: repos.newsletter,
    limiter: s.limiters.newsletter,
    jobs,
    mail: s.mailer ? { mailer: s.mailer, siteUrl: linkBaseUrl(config) } : undefined,
  });
  await app.register(healthMetricsRoutes, { service: s.health, overview: s.healthOverview, importer: s.healthImport });
  await app.register(timeBlocksRoutes, { service: s.blocks });
  await app.register(calendarRoutes, { ...s.calendar, publicUrl: config.publicUrl, secureCookies });
  await app.register(goalsRoutes, { service: s.goals });
  await app.register(relationshipsRoutes, { service: s.people, vcards: s.readers.vcards });
  await app.register(tasksRoutes, { service: s.tasks });
  await app.register(taskImportRoutes, { service: s.taskImport });
  await app.register(planRoutes, { service: s.plan });
  await app.register(dailyPlansRoutes, { plans: s.dailyPlans, ritual: s.dayRitual });
  await app.register(chatRoutes, { service: s.assistant.chat, limiter: s.limiters.chat });
  await app.register(assistantReadRoutes, { context: s.assistant.context, limiter: s.limiters.assistantRead, now });
  await app.register(aiPromptsRoutes, { service: s.assistant.aiPrompts, limiter: s.limiters.aiPrompts });
  await app.register(progressReviewsRoutes, { service: s.assistant.progressReviews, limiter: s.limiters.progressReviews });
  await app.register(insightsRoutes, { service: s.assistant.insights, limiter: s.limiters.insights });
  await app.register(dashboardRoutes, { service: s.dashboard });
  await app.register(sampleDataRoutes, { service: s.sampleData });
  await app.register(recentlyDeletedRoutes, { service: s.recentlyDeleted });
  await app.register(accountRoutes, { service: s.account, isAdmin });
  await app.register(sessionsRoutes, { service: s.userSessions });
  await app.register(apiTokensRoutes, { service: s.apiTokens });
  await app.register(mcpRoutes, { context: s.assistant.context, limiter: s.limiters.mcp, now });
  await app.register(dataExportRoutes, { db, now });
  await app.register(pushRoutes, { service: s.push });
  await app.register(backupsRoutes, { service: s.backups, isAdmin });
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
    frameworkErrors: (error, _request, reply) => void sendClientError(error, reply),
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
async function createSessions(app: FastifyInstance, deps: AppDeps, repos: Repos, secureCookies: boolean) {
  const sessionCacheTtlMs = deps.sessionCacheTtlMs ?? 30_000;
  const sessionCache = sessionCacheTtlMs > 0 ? createSessionCache({ ttlMs: sessionCacheTtlMs, maxEntries: 10_000 }) : undefined;
  if (sessionCache) {
    const listener = listenForSessionChanges(deps.db.$client.options, sessionCache, app.log);
    await listener.start();
    app.addHook('onClose', () => listener.stop());
  }
  const sessions = createSessionStore(repos.sessions, { secureCookies, now: deps.now, cache: sessionCache });
  registerSession(app, sessions);
  return sessions;
}

/** A hop count trusts the nearest n proxies, as proxy-addr does for a number. */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
