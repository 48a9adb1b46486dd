import type { AccountRow, BlockRow, LinkRow } from '../calendar.repo.js';
import { buildBlockIcs } from '../ics/ics-build.js';
import { CaldavError, type CaldavClient } from './caldav-client.js';
import { applyServerCopy, applyServerSeries, firstOccurrence, serverIsNewer, type SyncContext } from './server-copy.js';

/** One push to one account's calendar. */
interface Push {
  ctx: SyncContext;
  client: CaldavClient;
  account: AccountRow;
  timezone: string;
}

/** Sends the outbox (the link rows' `pending`) to the server; a failed push stays queued until the next sync. */
export async function pushChanges(ctx: SyncContext, client: CaldavClient, account: AccountRow, timezone: string) {
  const push: Push = { ctx, client, account, timezone };
  for (const link of await ctx.repo.pendingLinks(account.userId)) {
    try {
      if (link.pending === 'delete') await pushDelete(push, link);
      else await pushUpsert(push, link);
    } catch (error) {
      await ctx.repo.updateLink(account.userId, link.id, { attempts: link.attempts + 1, lastError: (error as Error).message });
      if (error instanceof CaldavError && error.kind !== 'protocol') throw error;
      ctx.logger?.warn({ err: error, userId: account.userId }, 'calendar push failed; will retry');
    }
  }
}

/** The link's event, pushed as settled: its new etag, nothing queued, no failures counted. */
async function settle(push: Push, link: LinkRow, values: Pick<LinkRow, 'etag'> & Partial<Pick<LinkRow, 'href'>>) {
  await push.ctx.repo.updateLink(push.account.userId, link.id, { ...values, pending: null, attempts: 0, lastError: null });
}

/** The etag the server answered with, or, when it sent none, the one it reports for the object now. */
async function etagOf(push: Push, answered: string | undefined, href: string) {
  return answered ?? (await push.client.get(push.account.calendarUrl!, href))?.etag ?? null;
}

/** Creates or updates the block's event with If-None-Match / If-Match. */
async function pushUpsert(push: Push, link: LinkRow): Promise<void> {
  const { ctx, client, account } = push;
  const userId = account.userId;
  const block = link.timeBlockId ? await ctx.repo.blockOf(userId, link.timeBlockId) : undefined;
  if (!block) {
    if (link.href) await ctx.repo.updateLink(userId, link.id, { pending: 'delete' });
    else await ctx.repo.removeLink(userId, link.id);
    return;
  }
  const exceptions = block.rrule ? await ctx.repo.exceptionsOf(userId, block.id) : [];
  const ics = buildBlockIcs({ ...block, exceptions }, push.timezone, ctx.now());
  if (!link.href) return pushCreate(push, link, ics);

  const updated = await client.update(link.href, link.etag ?? undefined, ics);
  if (updated.status === 404) return pushAgainAsNew(push, link);
  if (updated.status === 412) return resolveConflict(push, { ...link, href: link.href }, block, ics);
  if (updated.status >= 300) throw new CaldavError('protocol', `HTTP ${updated.status}`);
  await settle(push, link, { etag: await etagOf(push, updated.etag, link.href) });
}

/** The event is gone from the server: the block's event is created again. */
async function pushAgainAsNew(push: Push, link: LinkRow) {
  await push.ctx.repo.updateLink(push.account.userId, link.id, { href: null, etag: null });
  return pushUpsert(push, { ...link, href: null, etag: null });
}

async function pushCreate(push: Push, link: LinkRow, ics: string) {
  const { ctx, client, account } = push;
  const calendarUrl = account.calendarUrl!;
  const created = await client.create(calendarUrl, `${encodeURIComponent(link.uid)}.ics`, ics);
  if (created.status === 412) {
    // Created by an earlier attempt whose answer was lost: continue as an update of that object.
    const existing = await client.get(calendarUrl, created.url);
    await ctx.repo.updateLink(account.userId, link.id, { href: created.url, etag: existing?.etag ?? null });
    return pushUpsert(push, { ...link, href: created.url, etag: existing?.etag ?? null });
  }
  if (created.status >= 300) throw new CaldavError('protocol', `HTTP ${created.status}`);
  await settle(push, link, { href: created.url, etag: await etagOf(push, created.etag, created.url) });
}

/** Someone changed the event on the server since our last push: the newer change wins. */
async function resolveConflict(push: Push, link: LinkRow & { href: string }, block: BlockRow, ics: string) {
  const { ctx, client, account, timezone } = push;
  const userId = account.userId;
  const remote = await client.get(account.calendarUrl!, link.href);
  if (!remote) return pushAgainAsNew(push, link);
  const { occurrence, series } = await firstOccurrence(ctx, remote.data, timezone);
  if (occurrence && serverIsNewer(occurrence, block)) {
    if (!series || !(await applyServerSeries(ctx, userId, block, series, timezone))) await applyServerCopy(ctx, userId, block, occurrence, timezone);
    await settle(push, link, { etag: remote.etag ?? null });
    return;
  }
  const retried = await client.update(link.href, remote.etag, ics);
  if (retried.status >= 300) throw new CaldavError('protocol', `HTTP ${retried.status}`);
  await settle(push, link, { etag: await etagOf(push, retried.etag, link.href) });
}

/** Deleting is the user's latest intent for the block: whatever the server holds now goes. */
async function pushDelete({ ctx, client, account }: Push, link: LinkRow) {
  const userId = account.userId;
  if (!link.href) {
    await ctx.repo.removeLink(userId, link.id);
    return;
  }
  let result = await client.remove(link.href, link.etag ?? undefined);
  if (result.status === 412) {
    const remote = await client.get(account.calendarUrl!, link.href);
    result = remote ? await client.remove(link.href, remote.etag) : { status: 404 };
  }
  if (result.status >= 300 && result.status !== 404) throw new CaldavError('protocol', `HTTP ${result.status}`);
  await ctx.repo.removeLink(userId, link.id);
}
