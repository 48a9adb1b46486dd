import type { NewsletterSubscribeInput } from '../../../../shared/schemas/newsletter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { apiRequest } from '@/lib/api';

export const NEWSLETTER_SUCCESS = { title: 'Subscribed!', description: `You'll receive updates about ${PRODUCT_NAME}.` } as const;
export const NEWSLETTER_FAILURE = { title: 'Subscription failed', description: 'Please try again later.' } as const;

export async function subscribeNewsletter(input: NewsletterSubscribeInput): Promise<void> {
  // 201 for a new address, 200 when it was already subscribed: both are a success.
  await apiRequest('POST', '/api/newsletter/subscribe', { email: input.email });
}

/**
 * The shared schema and its texts, fetched when the form is first used: the landing page's first load stays free of
 * the validation library.
 */
export function loadNewsletterSchema() {
  return import('../../../../shared/schemas/newsletter');
}
