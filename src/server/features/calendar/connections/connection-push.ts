import { instantOf, localDateTime } from '../../../../shared/dates.js';
import type { BlockRow, CalendarRepo } from '../calendar.repo.js';
import { blockInstants, icsRrule } from '../ics/ics-build.js';
import type { ConnectionCalendarRow, ConnectionLinkRow } from './connections.repo.js';
import type { ConnectionContext } from './connection-context.js';
import type { ProviderSession } from './connection-session.js';
import { ProviderError, type OutgoingEvent } from './provider.js';

type ExceptionRow = Awaited<ReturnType<CalendarRepo['exceptionsOf']>>[number];

/** A block (and a series' changed occurrences) as the event to write, its times on the user's clock. */
export function outgoingEventOf(block: BlockRow, exceptions: ExceptionRow[], timeZone: string): OutgoingEvent {
  const { start, end } = blockInstants(block, timeZone);
  return {
    blockId: block.id,
    title: block.title,
    category: block.category,
    timeZone,
    start,
    end,
    rrule: block.rrule ? icsRrule({ ...block, rrule: block.rrule }, timeZone) : null,
    exceptions: block.rrule
      ? exceptions.map((e) => {
          const at = blockInstants(
            {
              date: e.date ?? e.occurrenceDate,
              hour: e.hour ?? block.hour,
              minute: e.minute ?? block.minute,
              durationMinutes: e.durationMinutes ?? block.durationMinutes,
            },
            timeZone,
          );
          return {
            originalStart: instantOf(localDateTime(e.occurrenceDate, block.hour, block.minute), timeZone),
            removed: e.removed,
            ...at,
            title: e.title ?? block.title,
          };
        })
      : [],
  };
}

/** One push run: the context, the provider session, the write calendar and the user's zone. */
interface Push {
  ctx: ConnectionContext;
  session: ProviderSession;
  calendar: ConnectionCalendarRow;
  timezone: string;
}

/**
 * Sends the outbox to the write calendar, oldest change first. A refusal of one event is kept on its link and the
 * rest go on; anything that concerns the whole connection (the grant, a rate limit, no answer) stops the run, and
 * what is left stays queued for the next one.
 */
export async function pushChanges(ctx: ConnectionContext, session: ProviderSession, calendar: ConnectionCalendarRow, timezone: string) {
  const push: Push = { ctx, session, calendar, timezone };
  for (const link of await ctx.repo.pendingLinks(session.connection.id)) {
    try {
      if (link.pending === 'delete' || !link.timeBlockId) await pushDelete(push, link);
      else await pushUpsert(push, link, link.timeBlockId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ctx.repo.updateLink(link.id, { attempts: link.attempts + 1, lastError: message });
      if (!(error instanceof ProviderError) || error.kind !== 'refused') throw error;
      ctx.logger?.warn({ err: error, connectionId: session.connection.id }, 'calendar push refused; kept queued');
    }
  }
}

async function pushUpsert(push: Push, link: ConnectionLinkRow, blockId: string) {
  const { ctx, session, calendar } = push;
  const userId = session.connection.userId;
  const block = await ctx.blocks.blockOf(userId, blockId);
  if (!block) return pushDelete(push, link);
  const exceptions = block.rrule ? await ctx.blocks.exceptionsOf(userId, block.id) : [];
  const event = outgoingEventOf(block, exceptions, push.timezone);
  const upsert = (force: boolean) => session.call((token) => session.provider.upsertEvent(token, calendar.remoteId, event, link, force));
  let result = await upsert(false);
  if (result.kind === 'conflict') {
    if (result.updated && result.updated.getTime() > block.updatedAt.getTime()) {
      // The provider's copy is the newer change: the pull that follows takes it (a link without an etag is read again).
      await ctx.repo.updateLink(link.id, { pending: null, etag: null, attempts: 0, lastError: null });
      return;
    }
    result = await upsert(true);
    if (result.kind === 'conflict') throw new ProviderError('refused', 'The event keeps changing on the calendar; trying again later');
  }
  await ctx.repo.updateLink(link.id, { remoteId: result.remoteId, etag: result.etag, pending: null, attempts: 0, lastError: null });
}

/** Deleting is the user's latest intent for the block: whatever the calendar holds now goes. */
async function pushDelete({ ctx, session, calendar }: Push, link: ConnectionLinkRow) {
  if (link.remoteId) {
    const remoteId = link.remoteId;
    await session.call((token) => session.provider.deleteEvent(token, calendar.remoteId, remoteId));
  }
  await ctx.repo.removeLink(link.id);
}
