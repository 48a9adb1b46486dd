import type { NewsletterSubscribeInput } from '../../../../shared/schemas/newsletter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { apiRequest, readJson } from '@/lib/api';

/** The fixed title (docs/product.md, Landing page); the text says what this instance really does with the address. */
export const NEWSLETTER_SUCCESS = {
  title: 'Subscribed!',
  kept: `Your address is kept for the administrator of this ${PRODUCT_NAME} instance. No email is sent from here.`,
  emailed: `Your address is kept for the administrator of this ${PRODUCT_NAME} instance, and a confirmation email is on its way.`,
} as const;
export const NEWSLETTER_FAILURE = { title: 'Subscription failed', description: 'Please try again later.' } as const;

/** The success text for this instance's answer: 201 for a new address, 200 when it was already subscribed. */
export async function subscribeNewsletter(input: NewsletterSubscribeInput): Promise<string> {
  const res = await apiRequest('POST', '/api/newsletter/subscribe', { email: input.email });
  const result = await readJson(res, (await loadNewsletterSchema()).newsletterResultSchema);
  return result.confirmationEmail ? NEWSLETTER_SUCCESS.emailed : NEWSLETTER_SUCCESS.kept;
}

/**
 * The shared schema and its texts, fetched when the form is first used: the landing page's first load stays free of
 * the validation library.
 */
export function loadNewsletterSchema() {
  return import('../../../../shared/schemas/newsletter');
}
