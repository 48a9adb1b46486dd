import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsSchema } from '../../../../shared/schemas/push';
import { apiRequest, requestJson } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';
export const NOTIFICATION_SETTINGS_FAILED = 'Failed to save notification settings';
export const TEST_NOTIFICATION_SENT = 'Test notification sent';
export const TEST_NOTIFICATION_FAILED = 'Failed to send a test notification';

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.notifications,
  queryFn: () => requestJson('GET', '/api/notifications/settings', notificationSettingsSchema),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<NotificationSettings>) => requestJson('PATCH', '/api/notifications/settings', notificationSettingsSchema, values),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions.queryKey, saved),
  });
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/notifications/test') });
}
