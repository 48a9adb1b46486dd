import { ownHealthTargets } from '../../../shared/health-metrics.js';
import type { User } from '../../../shared/schemas/auth.js';
import type { UserRow } from '../../plugins/session.js';

/** The user as the API answers them; `admin` is decided by the admin service, which knows ADMIN_EMAILS. */
export function toUserDto(row: UserRow, admin: boolean): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    timezone: row.timezone,
    numberBase: row.numberBase,
    timeFormat: row.timeFormat,
    weightUnit: row.weightUnit,
    healthTargets: ownHealthTargets(row.healthTargets),
    workdayStart: row.workdayStart,
    workdayEnd: row.workdayEnd,
    authProvider: row.authProvider,
    admin,
  };
}
