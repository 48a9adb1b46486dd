import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribeInput } from '../../../../shared/schemas/newsletter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { apiRequest } from '@/lib/api';

export const NEWSLETTER_SUCCESS = { title: 'Subscribed!', description: `You'll receive updates about ${PRODUCT_NAME}.` } as const;
export const NEWSLETTER_FAILURE = { title: 'Subscription failed', description: 'Please try again later.' } as const;

export async function subscribeNewsletter(input: NewsletterSubscribeInput): Promise<void> {
  // 201 for a new address, 200 when it was already subscribed: both are a success.
  await apiRequest('POST', '/api/newsletter/subscribe', { email: input.email });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
