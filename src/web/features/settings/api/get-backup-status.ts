import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupStatusSchema } from '../../../../shared/schemas/admin';
import { requestJson } from '@/lib/api';
import { useAuth } from '@/lib/use-auth';
import { settingsKeys } from './query-keys';

/** Answers only the instance's admin (a 404 for anyone else), so it is asked only for an account that is the admin. */
export const backupStatusQueryOptions = queryOptions({
  queryKey: settingsKeys.backup,
  queryFn: () => requestJson('GET', '/api/admin/backup', backupStatusSchema),
});

export function useBackupStatus() {
  const { user } = useAuth();
  return useQuery({ ...backupStatusQueryOptions, enabled: user?.admin === true });
}
