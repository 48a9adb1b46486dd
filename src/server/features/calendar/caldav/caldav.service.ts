import { todayIn } from '../../../../shared/dates.js';
import type { BusyBlock, CaldavAccount, CaldavCalendar, CaldavConnectInput, CaldavConnectResult } from '../../../../shared/schemas/calendar.js';
import { AppError, badRequest, notFound } from '../../../errors.js';
import type { CalendarRepo } from '../calendar.repo.js';
import { CALDAV_CONNECT_MESSAGES, CaldavError, createCaldavClient } from './caldav-client.js';
import type { CaldavNetwork } from './caldav-fetch.js';
import { toAccountDto, type CaldavSync } from './caldav-sync.js';
import { blockUid } from '../ics/ics-build.js';
import type { SecretBox } from '../../../secret-box.js';

const NO_ACCOUNT = 'CalDAV account';

/** Connecting failed: a 400 naming the field to fix, saying that nothing was saved. */
function connectError(error: unknown): never {
  if (error instanceof CaldavError) {
    throw badRequest(error.kind === 'auth' ? 'password' : 'serverUrl', CALDAV_CONNECT_MESSAGES[error.kind]);
  }
  throw error;
}

/** Talking to the server failed after the account was set up: the server, not the input, is at fault. */
function upstreamError(error: unknown): never {
  if (error instanceof CaldavError) throw new AppError(502, error.message);
  throw error;
}

export function createCaldavService(deps: {
  repo: CalendarRepo;
  box: SecretBox;
  sync: CaldavSync;
  network: CaldavNetwork;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const { repo, box, sync } = deps;
  const now = deps.now ?? (() => new Date());

  const dto = async (userId: string): Promise<CaldavAccount> => {
    const row = await repo.accountOf(userId);
    if (!row) throw notFound(NO_ACCOUNT);
    return toAccountDto(row, await repo.pendingCount(userId));
  };

  return {
    async status(userId: string): Promise<{ account: CaldavAccount | null }> {
      const row = await repo.accountOf(userId);
      return { account: row ? toAccountDto(row, await repo.pendingCount(userId)) : null };
    },

    /** Signs in and discovers the calendars before anything is stored; a failure stores nothing. */
    async connect(userId: string, input: CaldavConnectInput): Promise<CaldavConnectResult> {
      const calendars = await createCaldavClient(input, { network: deps.network, timeoutMs: deps.timeoutMs }).discoverCalendars().catch(connectError);
      const previous = await repo.accountOf(userId);
      if (previous) await repo.removeAccount(userId);
      await repo.saveAccount(userId, {
        serverUrl: input.serverUrl,
        username: input.username,
        passwordEncrypted: box.seal(input.password),
        calendarUrl: null,
        calendarName: null,
        state: 'idle',
        lastError: null,
        lastSyncAt: null,
      });
      return { account: await dto(userId), calendars };
    },

    async calendars(userId: string): Promise<CaldavCalendar[]> {
      const row = await repo.accountOf(userId);
      if (!row) throw notFound(NO_ACCOUNT);
      return sync.clientFor(row).discoverCalendars().catch(upstreamError);
    },

    /** Chooses the calendar, queues today's and later blocks for it, and runs a first sync. */
    async choose(userId: string, calendarUrl: string): Promise<CaldavAccount> {
      const row = await repo.accountOf(userId);
      if (!row) throw notFound(NO_ACCOUNT);
      const calendars = await sync.clientFor(row).discoverCalendars().catch(upstreamError);
      const chosen = calendars.find((c) => c.url === calendarUrl);
      if (!chosen) throw badRequest('calendarUrl', 'Choose one of the calendars found on the server');
      if (row.calendarUrl !== chosen.url) {
        await repo.removeAccount(userId);
        await repo.saveAccount(userId, { ...row, calendarUrl: chosen.url, calendarName: chosen.displayName, state: 'idle', lastError: null, lastSyncAt: null });
        const timezone = await repo.userTimezone(userId);
        await repo.queueBlocksFrom(userId, todayIn(timezone, now()), blockUid);
      }
      await sync.syncUser(userId);
      return dto(userId);
    },

    async disconnect(userId: string): Promise<void> {
      if (!(await repo.removeAccount(userId))) throw notFound(NO_ACCOUNT);
    },

    async syncNow(userId: string): Promise<CaldavAccount> {
      const row = await repo.accountOf(userId);
      if (!row) throw notFound(NO_ACCOUNT);
      if (!row.calendarUrl) throw badRequest('calendarUrl', 'Choose a calendar first');
      await sync.syncUser(userId);
      return dto(userId);
    },

    async busy(userId: string, from: string, to: string): Promise<BusyBlock[]> {
      const rows = await repo.busyBetween(userId, from, to);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        date: r.date,
        hour: r.hour,
        minute: r.minute,
        duration: r.durationMinutes / 60,
        durationMinutes: r.durationMinutes,
        allDay: r.allDay,
        free: r.free,
        source: r.source,
        subscriptionId: r.subscriptionId,
      }));
    },
  };
}

export type CaldavService = ReturnType<typeof createCaldavService>;
