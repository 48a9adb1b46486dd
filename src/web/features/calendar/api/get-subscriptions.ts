import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListSchema, type Subscription } from '../../../../shared/schemas/calendar-subscriptions';
import { requestJson } from '@/lib/api';
import { calendarKeys } from './query-keys';

export const getSubscriptions = (): Promise<Subscription[]> => requestJson('GET', '/api/calendar/subscriptions', subscriptionListSchema);

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: calendarKeys.subscriptions, queryFn: getSubscriptions });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
