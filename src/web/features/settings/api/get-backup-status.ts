import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupStatusSchema } from '../../../../shared/schemas/admin';
import { requestJson } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** Answers only the instance's admin; for anyone else it is a 404, and the section shows nothing. */
export const backupStatusQueryOptions = queryOptions({
  queryKey: settingsKeys.backup,
  queryFn: () => requestJson('GET', '/api/admin/backup', backupStatusSchema),
});

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions);
}
