import { PASSWORD_RESET_MINUTES, PRODUCT_NAME } from '../../../shared/constants.js';
import type { MailMessage } from '../../mail/mailer.js';

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `Reset your ${PRODUCT_NAME} password`,
  text: [
    `Someone asked to reset the password of the ${PRODUCT_NAME} account for ${to}.`,
    '',
    `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes. It works once:`,
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n'),
});

export const emailChangeMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `Confirm your new ${PRODUCT_NAME} sign-in email`,
  text: [
    `Someone asked to sign in to ${PRODUCT_NAME} with ${to} from now on.`,
    '',
    'To confirm this address, open this link within 24 hours:',
    link,
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
  ].join('\n'),
});
