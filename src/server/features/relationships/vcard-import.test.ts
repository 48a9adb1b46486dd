import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { relationships } from '../../db/schema/index.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';
import { initialsOf } from './vcard-parse.js';

const ORIGIN = 'http://localhost:80';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const PHOTO = Buffer.alloc(3000, 7).toString('base64');
/** Folded at 75 octets as phones do, continuation lines starting with one space. */
const folded = (line: string) => (line.match(/.{1,74}/g) ?? []).join('\r\n ');

/** As the iPhone's Contacts app shares several cards: vCard 3.0, a folded base64 photo, escaped commas. */
const IPHONE = crlf([
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//iPhone OS 17.5//EN',
  'N:Çelik;Zeynep;;;',
  'FN:Zeynep Çelik',
  'ORG:Acme\\, Inc.;',
  'TEL;type=CELL;type=VOICE;type=pref:+90 555 123 4567',
  folded(`PHOTO;ENCODING=b;TYPE=JPEG:${PHOTO}`),
  'NOTE:Met in Izmir\\, 2019\\nLoves chess',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Lovelace;Ada;King;;',
  'FN:Ada King Lovelace',
  folded('NOTE:A very long note that the phone folded over several lines because it is longer than seventy-five octets, as RFC 6350 says'),
  'END:VCARD',
]);

/** vCard 4.0 with several scripts, an N-only card and LF line ends. */
const V4 = [
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:山田 太郎',
  'N:山田;太郎;;;',
  'NOTE:東京の友達\\; 大学',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'N:Ivanova;Мария;;;',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:أحمد علي',
  'END:VCARD',
  '',
].join('\n');

function importCards(cookie: string, body: string, type = 'text/vcard; charset=utf-8') {
  return ctx.app.inject({ method: 'POST', url: '/api/relationships/import', headers: { cookie, 'content-type': type, origin: ORIGIN }, payload: body });
}
async function people(userId: string) {
  return ctx.database.db.select({ name: relationships.name, initials: relationships.initials, notes: relationships.notes }).from(relationships).where(eq(relationships.userId, userId));
}

describe('vCard import', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/relationships/import', headers: { 'content-type': 'text/vcard', origin: ORIGIN }, payload: IPHONE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('imports a phone’s 3.0 export: folded lines, photos, escaped commas', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importCards(user.cookie, IPHONE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, skipped: 0, skippedCards: [] });
    expect(await people(user.id)).toEqual(
      expect.arrayContaining([
        { name: 'Zeynep Çelik', initials: 'ZÇ', notes: 'Met in Izmir, 2019\nLoves chess' },
        {
          name: 'Ada King Lovelace',
          initials: 'AKL',
          notes: 'A very long note that the phone folded over several lines because it is longer than seventy-five octets, as RFC 6350 says',
        },
      ]),
    );
  });

  it('imports 4.0 cards in several languages, taking the name from N when FN is missing', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importCards(user.cookie, V4, 'text/x-vcard');
    expect(res.json()).toMatchObject({ imported: 3, skipped: 0 });
    expect(await people(user.id)).toEqual(
      expect.arrayContaining([
        { name: '山田 太郎', initials: '山太', notes: '東京の友達; 大学' },
        { name: 'Мария Ivanova', initials: 'МI', notes: '' },
        { name: 'أحمد علي', initials: 'أع', notes: '' },
      ]),
    );
  });

  it('skips a name already present, a name repeated in the file and a card without a name, saying why', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/relationships', headers: { cookie: user.cookie, origin: ORIGIN }, payload: { name: 'zeynep çelik', initials: 'ZC', notes: 'mine' } });
    const body = IPHONE + crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ada King Lovelace', 'END:VCARD', 'BEGIN:VCARD', 'VERSION:3.0', 'ORG:No Name Ltd', 'END:VCARD']);
    const res = await importCards(user.cookie, body);
    expect(res.json()).toEqual({
      imported: 1,
      skipped: 3,
      skippedCards: [
        { card: 1, name: 'Zeynep Çelik', reason: 'A person with this name is already in your relationships' },
        { card: 3, name: 'Ada King Lovelace', reason: 'The same name appears earlier in the file' },
        { card: 4, name: null, reason: 'The card has no name (FN or N)' },
      ],
    });
    const rows = await people(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.name === 'zeynep çelik')?.notes).toBe('mine');
    const again = await importCards(user.cookie, IPHONE);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 2 });
  });

  it('refuses a malformed file whole, with the reason, and writes nothing', async () => {
    const user = await signUpUser(ctx.app);
    for (const body of [IPHONE + 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut short\r\n', 'not a card at all', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', '   ']) {
      const res = await importCards(user.cookie, body);
      expect(res.statusCode, body.slice(0, 20)).toBe(400);
      expect(res.json().issues[0].path).toBe('file');
      expect(res.json().message).toMatch(/vCard/);
    }
    expect(await people(user.id)).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and a JSON body with 400', async () => {
    const user = await signUpUser(ctx.app);
    const big = crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Big', `NOTE:${'x'.repeat(5 * 1024 * 1024)}`, 'END:VCARD']);
    expect((await importCards(user.cookie, big)).statusCode).toBe(413);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/relationships/import', headers: { cookie: user.cookie, origin: ORIGIN }, payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(await people(user.id)).toEqual([]);
  });

  it('takes a file from a write token without an Origin, and only the token user’s people count as present', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await importCards(other.cookie, IPHONE);
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: user.cookie }, payload: { name: 'sync', scope: 'write' } })).json().token as string;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/relationships/import', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/vcard' }, payload: IPHONE });
    expect(res.json()).toMatchObject({ imported: 2, skipped: 0 });
  });
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Mary Ann de Souza', 'MAD'],
    ['Jean-Luc Picard', 'JLP'],
    ['"Doc" Brown', 'DB'],
    ['山田太郎', '山'],
    ['élodie martin', 'ÉM'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
