import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { newsletterResultSchema, newsletterSubscribeSchema } from '../../../shared/schemas/newsletter.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { NewsletterRepo } from './newsletter.repo.js';

const NEWSLETTER_MAIL_JOB = 'newsletter-confirmation-mail';

const confirmationMail = (to: string, siteUrl: string): MailMessage => ({
  to,
  subject: `You are on the ${PRODUCT_NAME} list`,
  text: [
    `This address was signed up for news about ${PRODUCT_NAME} at ${siteUrl}.`,
    '',
    'It is kept for the administrator of that instance, who decides what to send and when.',
    'If you did not sign up, reply to this email and ask to be removed.',
  ].join('\n'),
});

export interface NewsletterDeps {
  repo: NewsletterRepo;
  limiter: RateLimiter;
  jobs: JobQueue;
  /** With a mailer each new address gets one confirmation email; without, it is only kept. */
  mail?: { mailer: Mailer; siteUrl: string };
}

export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterDeps) {
  const { repo } = deps;
  const mail = deps.mail;
  if (mail) {
    deps.jobs.define<{ email: string }>({
      name: NEWSLETTER_MAIL_JOB,
      handler: (data) => mail.mailer.send(confirmationMail(data.email, mail.siteUrl)),
      retryLimit: 5,
      retryDelay: 10,
      expireInSeconds: 120,
    });
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/newsletter/subscribe',
      { schema: { tags: ['newsletter'], body: newsletterSubscribeSchema, response: { 200: newsletterResultSchema, 201: newsletterResultSchema } } },
      async (request, reply) => {
        await deps.limiter.hit(`newsletter:${request.ip}`);
        const added = await repo.subscribe(request.body.email);
        if (added && mail) await deps.jobs.send(NEWSLETTER_MAIL_JOB, { email: request.body.email });
        return reply.code(added ? 201 : 200).send({ subscribed: true, confirmationEmail: Boolean(mail) });
      },
    );
}
