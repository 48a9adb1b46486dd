import {
  DEFAULT_NOTIFICATION_SETTINGS,
  PUSH_SUBSCRIPTIONS_MAX,
  type NotificationSettings,
  type PushPayload,
  type PushSubscriptionInput,
} from '../../../shared/schemas/push.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { endpointProblem, type PushNetwork } from './push-endpoint.js';
import { p256dhProblem } from './push-key.js';
import { dueNotifications } from './push-schedule.js';
import { sendPush } from './push-sender.js';
import type { PushRepo } from './push.repo.js';
import type { VapidKeys } from './vapid-keys.js';

export const PUSH_SEND_JOB = 'push-send';
export const PUSH_SCHEDULE_JOB = 'push-schedule';

interface SendJob {
  subscriptionId: string;
  payload: PushPayload;
}

export function createPushService(deps: { repo: PushRepo; jobs: JobQueue; vapid: VapidKeys; network: PushNetwork; now?: () => Date }) {
  const { repo, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  /** One job per subscription, so a retry goes only to the one that failed. */
  async function fanOut(userId: string, payload: PushPayload, key?: string) {
    for (const sub of await repo.subscriptionsOf(userId)) {
      await jobs.send<SendJob>(PUSH_SEND_JOB, { subscriptionId: sub.id, payload }, key ? { singletonKey: `${key}:${sub.id}` } : {});
    }
  }

  const service = {
    publicKey() {
      return { publicKey: deps.vapid.publicKey };
    },

    /** `apiTokenId`: the token the request came with, whose revocation ends the subscription. */
    async subscribe(userId: string, input: PushSubscriptionInput, apiTokenId: string | null = null) {
      const problem = endpointProblem(input.endpoint, deps.network);
      if (problem) throw badRequest('endpoint', problem);
      const keyProblem = p256dhProblem(input.keys.p256dh);
      if (keyProblem) throw badRequest('keys.p256dh', keyProblem);
      const row = await repo.addSubscription(
        userId,
        { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, apiTokenId },
        PUSH_SUBSCRIPTIONS_MAX,
      );
      if (!row) throw new AppError(409, `At most ${PUSH_SUBSCRIPTIONS_MAX} devices can receive notifications; turn them off on one you no longer use`);
      return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
    },

    async unsubscribe(userId: string, endpoint: string) {
      if (!(await repo.removeSubscription(userId, endpoint))) throw notFound('Subscription');
    },

    async settings(userId: string): Promise<NotificationSettings> {
      return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(await repo.settings(userId)) };
    },

    async updateSettings(userId: string, input: Partial<NotificationSettings>) {
      const next = { ...(await service.settings(userId)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      await repo.saveSettings(userId, next);
      return next;
    },

    async sendTest(userId: string) {
      if ((await repo.subscriptionsOf(userId)).length === 0) throw new AppError(409, 'Turn on notifications in this browser first');
      await fanOut(userId, { title: 'Twelvefold', body: 'Notifications work on this device.', url: '/settings' });
    },

    /** Every minute, on one instance: what each subscriber's settings make due now, each once. */
    async runSchedule() {
      const at = now();
      for (const user of await repo.subscribers()) {
        for (const n of await dueNotifications(repo, user, at)) {
          if (await repo.claim(user.id, n.key)) await fanOut(user.id, n.payload, n.key);
        }
      }
      await repo.purgeSentBefore(new Date(at.getTime() - 30 * 86_400_000));
    },

    async deliver(job: SendJob) {
      const sub = await repo.subscription(job.subscriptionId);
      if (!sub) return;
      if ((await sendPush(sub, job.payload, deps.vapid, deps.network)) === 'gone') await repo.forgetSubscription(sub.id);
    },
  };
  return service;
}

export type PushService = ReturnType<typeof createPushService>;

export function definePushJobs(jobs: JobQueue, service: PushService) {
  jobs.define<SendJob>({ name: PUSH_SEND_JOB, handler: (data) => service.deliver(data), retryLimit: 5, retryDelay: 5, expireInSeconds: 60 });
  jobs.define({ name: PUSH_SCHEDULE_JOB, cron: '* * * * *', handler: () => service.runSchedule(), retryLimit: 1, retryDelay: 5 });
}
