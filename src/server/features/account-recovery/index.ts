export { createAccountLinksRepo } from './account-links.repo.js';
export { createAccountRecoveryService, EMAIL_CHANGE_MAIL_JOB, RESET_MAIL_JOB, type AccountRecoveryService } from './account-recovery.service.js';
export { accountRecoveryRoutes } from './account-recovery.routes.js';
export { defineAccountRecoveryJobs, linkBaseUrl } from './account-recovery.jobs.js';
