import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/schemas/push';
import { apiRequest, getQueryFn } from '@/lib/api';

export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';
export const NOTIFICATION_SETTINGS_FAILED = 'Failed to save notification settings';
export const TEST_NOTIFICATION_SENT = 'Test notification sent';
export const TEST_NOTIFICATION_FAILED = 'Failed to send a test notification';

export const notificationSettingsQueryOptions = queryOptions<NotificationSettings>({
  queryKey: ['/api/notifications/settings'],
  queryFn: getQueryFn<NotificationSettings>({ on401: 'throw' }),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<NotificationSettings>) =>
      (await apiRequest('PATCH', '/api/notifications/settings', values)).json() as Promise<NotificationSettings>,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions.queryKey, saved),
  });
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: () => apiRequest('POST', '/api/notifications/test') });
}
