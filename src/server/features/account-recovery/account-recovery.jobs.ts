import type { Config } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { EMAIL_CHANGE_MAIL_JOB, RESET_MAIL_JOB, type AccountRecoveryService } from './account-recovery.service.js';

/** Where links in emails and printed by the command line lead: PUBLIC_URL, else the address the app listens on. */
export function linkBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Mail goes out from a job: the request that asked answers the same at once, and a mail server's hiccup is retried. */
export function defineAccountRecoveryJobs(jobs: JobQueue, service: AccountRecoveryService): void {
  jobs.define<{ email: string }>({
    name: RESET_MAIL_JOB,
    handler: (data) => service.sendResetMail(data.email),
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 120,
  });
  jobs.define<{ userId: string; email: string }>({
    name: EMAIL_CHANGE_MAIL_JOB,
    handler: (data) => service.sendEmailChangeMail(data.userId, data.email),
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 120,
  });
  jobs.define({ name: 'account-links-purge', cron: '41 * * * *', retryLimit: 2, handler: () => service.purge() });
}
