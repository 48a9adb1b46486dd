import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarEventLinks } from '../../../db/schema/index.js';
import { shiftDate, todayIn } from '../../../../shared/dates.js';
import { signUpUser, useTestApp } from '../../../test/helpers.js';
import { startRadicale, type RadicaleServer } from '../../../test/radicale-server.js';
import { startXandikos, type XandikosServer } from '../../../test/xandikos-server.js';

const USER = 'dana';
const PASSWORD = 'dana-app-password';
let radicale: RadicaleServer;
let xandikos: XandikosServer;
let radicaleCalendar: string;

beforeAll(async () => {
  [radicale, xandikos] = await Promise.all([startRadicale({ [USER]: PASSWORD }), startXandikos()]);
  radicaleCalendar = await radicale.makeCalendar(USER, PASSWORD, 'plans', 'Plans');
});
afterAll(() => Promise.all([radicale?.close(), xandikos?.close()]));
// Both listen on loopback, which CalDAV may reach only when the administrator allows private servers.
const ctx = useTestApp({ env: { CALDAV_ALLOW_PRIVATE: 'true' } });

/** What a test does to the server's copy, as another client (a phone, Thunderbird, vdirsyncer) would. */
interface Server {
  name: string;
  serverUrl: () => string;
  calendarUrl: () => string;
  get: (url: string) => Promise<{ status: number; body: string; etag: string | null }>;
  put: (url: string, ics: string, etag: string) => Promise<Response>;
  remove: (url: string) => Promise<number>;
}

const SERVERS: Server[] = [
  {
    name: 'Radicale',
    serverUrl: () => radicale.url,
    calendarUrl: () => radicaleCalendar,
    get: (url) => radicale.getEvent(USER, PASSWORD, url),
    put: (url, ics, etag) => radicale.putEvent(USER, PASSWORD, url, ics, etag),
    remove: (url) => radicale.deleteEvent(USER, PASSWORD, url),
  },
  {
    name: 'Xandikos',
    serverUrl: () => xandikos.url,
    calendarUrl: () => xandikos.calendarUrl,
    get: (url) => xandikos.getEvent(url),
    put: (url, ics, etag) => xandikos.putEvent(url, ics, etag),
    remove: (url) => xandikos.deleteEvent(url),
  },
];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function linkOf(blockId: string) {
  const [link] = await ctx.database.db.select().from(calendarEventLinks).where(eq(calendarEventLinks.timeBlockId, blockId));
  return link;
}

for (const server of SERVERS) {
  describe(`a CalDAV round trip with ${server.name}`, () => {
    const connect = async (cookie: string) => {
      const res = await call(cookie, 'POST', '/api/calendar/caldav', { serverUrl: server.serverUrl(), username: USER, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(201);
      const chosen = await call(cookie, 'PATCH', '/api/calendar/caldav', { calendarUrl: server.calendarUrl() });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json()).toMatchObject({ state: 'ok', pendingChanges: 0 });
    };
    const sync = async (cookie: string) => {
      const res = await call(cookie, 'POST', '/api/calendar/caldav/sync');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), res.body).toMatchObject({ state: 'ok', lastError: null });
    };
    const add = async (cookie: string, title: string, date: string, hour: number, rrule?: string) => {
      const res = await call(cookie, 'POST', '/api/time-blocks', { title, category: 'focus', date, hour, duration: 1, ...(rrule ? { rrule } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const blocksOn = async (cookie: string, date: string) =>
      (await call(cookie, 'GET', `/api/time-blocks?date=${date}`)).json<Array<{ id: string; title: string }>>();

    it('applies a deletion and an edit made on each side, and re-uploads an event deleted on the server but changed here', async () => {
      const user = await signUpUser(ctx.app);
      const day = shiftDate(todayIn('UTC'), 3);
      const ids = {
        editedHere: await add(user.cookie, 'Edited here', day, 8),
        deletedHere: await add(user.cookie, 'Deleted here', day, 9),
        editedThere: await add(user.cookie, 'Edited there', day, 10),
        deletedThere: await add(user.cookie, 'Deleted there', day, 11),
        changedHereDeletedThere: await add(user.cookie, 'Changed here', day, 12),
      };
      await connect(user.cookie);
      const href = async (id: string) => (await linkOf(id)).href!;
      for (const id of Object.values(ids)) expect((await server.get(await href(id))).status).toBe(200);
      const hrefs = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await href(id)] as const)));

      // Here: an edit, a delete, and an edit of an event the server is about to lose.
      const patched = await call(user.cookie, 'PATCH', `/api/time-blocks/${ids.editedHere}`, { title: 'Edited here twice' });
      expect(patched.statusCode, patched.body).toBe(200);
      await call(user.cookie, 'DELETE', `/api/time-blocks/${ids.deletedHere}`);
      await call(user.cookie, 'PATCH', `/api/time-blocks/${ids.changedHereDeletedThere}`, { title: 'Changed here and kept' });
      // There: an edit and two deletes.
      const remote = await server.get(hrefs.editedThere);
      const edited = remote.body
        .replace('SUMMARY:Edited there', 'SUMMARY:Edited on the phone')
        .replace(/LAST-MODIFIED:\d{8}T\d{6}Z/, 'LAST-MODIFIED:20991231T000000Z');
      expect((await server.put(hrefs.editedThere, edited, remote.etag!)).status).toBeLessThan(300);
      expect(await server.remove(hrefs.deletedThere)).toBeLessThan(300);
      expect(await server.remove(hrefs.changedHereDeletedThere)).toBeLessThan(300);

      await sync(user.cookie);
      expect((await server.get(hrefs.editedHere)).body).toContain('SUMMARY:Edited here twice');
      expect((await server.get(hrefs.deletedHere)).status).toBe(404);
      const titles = (await blocksOn(user.cookie, day)).map((b) => b.title).sort();
      expect(titles).toEqual(['Changed here and kept', 'Edited here twice', 'Edited on the phone']);
      const reuploaded = await server.get(await href(ids.changedHereDeletedThere));
      expect(reuploaded.status).toBe(200);
      expect(reuploaded.body).toContain('SUMMARY:Changed here and kept');
      expect(await linkOf(ids.deletedThere)).toBeUndefined();

      // The server's delete is undone like the user's own for 10 minutes, and goes back up.
      expect((await call(user.cookie, 'POST', `/api/time-blocks/${ids.deletedThere}/restore`)).statusCode).toBe(200);
      await sync(user.cookie);
      const back = await server.get(await href(ids.deletedThere));
      expect(back.status).toBe(200);
      expect(back.body).toContain('SUMMARY:Deleted there');
      // A second sync changes nothing: both sides agree.
      await sync(user.cookie);
      expect((await blocksOn(user.cookie, day)).map((b) => b.title).sort()).toEqual([
        'Changed here and kept',
        'Deleted there',
        'Edited here twice',
        'Edited on the phone',
      ]);
    });

    it('uploads on connect a repeating block that began before today, as one series with its rule', async () => {
      const user = await signUpUser(ctx.app);
      const id = await add(user.cookie, 'Morning pages', shiftDate(todayIn('UTC'), -20), 7, 'FREQ=DAILY');
      await connect(user.cookie);
      const remote = await server.get((await linkOf(id)).href!);
      expect(remote.status).toBe(200);
      expect(remote.body).toContain('SUMMARY:Morning pages');
      expect(remote.body).toContain('RRULE:FREQ=DAILY');
    });
  });
}
