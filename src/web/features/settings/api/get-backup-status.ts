import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '../../../../shared/schemas/admin';
import { getQueryFn } from '@/lib/api';

/** Answers only the instance's admin; for anyone else it is a 404, and the section shows nothing. */
export const backupStatusQueryOptions = queryOptions<BackupStatus>({
  queryKey: ['/api/admin/backup'],
  queryFn: getQueryFn<BackupStatus>({ on401: 'throw' }),
});

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions);
}
