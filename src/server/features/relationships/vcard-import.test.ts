import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { relationships } from '../../db/schema/index.js';
import { VCARD_IMPORT_LIST_MAX } from '../../../shared/schemas/relationships.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ORIGIN = 'http://localhost:80';
const ctx = useTestApp();

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

/** Quoted-printable UTF-8 as Android writes it, with "=" soft line breaks every 24 bytes. */
const qp = (text: string) =>
  (
    [...Buffer.from(text, 'utf8')]
      .map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('')
      .match(/.{1,72}/g) ?? []
  ).join('=\r\n');

/** Android's Contacts export: vCard 2.1, quoted-printable UTF-8 with soft line breaks, bare type parameters, a base64 photo. */
const ANDROID = crlf([
  'BEGIN:VCARD',
  'VERSION:2.1',
  `N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:${qp('山田')};${qp('花子')};;;`,
  `FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:${qp('山田 花子')}`,
  'TEL;CELL:+81-90-1234-5678',
  'EMAIL;HOME:hanako@example.jp',
  `NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:${qp('大学の友達, テニス仲間\n誕生日にはケーキ')}`,
  folded(`PHOTO;ENCODING=BASE64;JPEG:${PHOTO}`),
  '',
  'END:VCARD',
]);

/** Outlook's "Save as vCard": 2.1 with bare parameters, LANGUAGE, a QP note with CRLF and soft breaks, BDAY as yyyymmdd. */
const OUTLOOK = crlf([
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;LANGUAGE=en-us:Okafor;Chidi',
  'FN:Chidi Okafor',
  'ORG:Eleanor Shellstrop Ltd',
  'TEL;WORK;VOICE:(555) 010-2000',
  'TEL;CELL;VOICE:(555) 010-3000',
  'ADR;WORK;PREF:;;1 Main St;Springfield;IL;62701;United States of America',
  'LABEL;WORK;PREF;ENCODING=QUOTED-PRINTABLE:1 Main St=0D=0A=',
  'Springfield, IL 62701',
  'EMAIL;PREF;INTERNET:chidi@example.com',
  'NOTE;ENCODING=QUOTED-PRINTABLE:Philosophy professor, loves chili.=0D=0A=',
  'Call on Sundays.',
  'BDAY:19850704',
  'X-MS-OL-DEFAULT-POSTAL-ADDRESS:2',
  'REV:20260105T101500Z',
  'END:VCARD',
]);

/** macOS Contacts (Address Book): 3.0 with grouped items and the bare PHOTO;BASE64: parameter, folded with two spaces. */
const APPLE = crlf([
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//Mac OS X 10.15.7//EN',
  'N:Goldberg;Maya;;;',
  'FN:Maya Goldberg',
  'item1.EMAIL;type=INTERNET;type=pref:maya@example.com',
  'item1.X-ABLabel:_$!<Other>!$_',
  'TEL;type=CELL;type=VOICE;type=pref:+1 555 0100',
  'BDAY;value=date:1990-11-27',
  `PHOTO;BASE64:\r\n  ${(PHOTO.match(/.{1,72}/g) ?? []).join('\r\n  ')}`,
  'END:VCARD',
]);

function importCards(cookie: string, body: string, type = 'text/vcard; charset=utf-8') {
  return ctx.app.inject({ method: 'POST', url: '/api/relationships/import', headers: { cookie, 'content-type': type, origin: ORIGIN }, payload: body });
}
async function people(userId: string) {
  return ctx.database.db
    .select({ name: relationships.name, initials: relationships.initials, notes: relationships.notes })
    .from(relationships)
    .where(eq(relationships.userId, userId));
}

describe('vCard import', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/relationships/import',
      headers: { 'content-type': 'text/vcard', origin: ORIGIN },
      payload: IPHONE,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a file that would pass 5,000 people with 413 and adds nobody, and one more person past the cap with 409', async () => {
    const user = await signUpUser(ctx.app);
    const card = (i: number) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person ${i}\r\nEND:VCARD\r\n`;
    const big = Array.from({ length: 60_000 }, (_, i) => card(i)).join('');
    const refused = await importCards(user.cookie, big);
    expect(refused.statusCode, refused.body.slice(0, 200)).toBe(413);
    expect(refused.json().message).toBe('This file would bring your people to 60,000, more than the 5,000 an account keeps; nothing was imported');
    expect(await people(user.id)).toEqual([]);

    expect((await importCards(user.cookie, Array.from({ length: 5000 }, (_, i) => card(i)).join(''))).json()).toMatchObject({ imported: 5000 });
    const more = await ctx.app.inject({
      method: 'POST',
      url: '/api/relationships',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { name: 'One too many', initials: 'OM' },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toContain('5,000 people, the most an account keeps');
    expect(await people(user.id)).toHaveLength(5000);
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

  it('reads a file whose line ends were doubled to \\r\\r\\n (a CRLF file saved again through a text-mode copy)', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importCards(user.cookie, IPHONE.replaceAll('\r\n', '\r\r\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, skipped: 0, skippedCards: [] });
    expect((await people(user.id)).map((p) => [p.name, p.notes]).sort()).toEqual([
      ['Ada King Lovelace', 'A very long note that the phone folded over several lines because it is longer than seventy-five octets, as RFC 6350 says'],
      ['Zeynep Çelik', 'Met in Izmir, 2019\nLoves chess'],
    ]);
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
    await ctx.app.inject({
      method: 'POST',
      url: '/api/relationships',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { name: 'zeynep çelik', initials: 'ZC', notes: 'mine' },
    });
    const body =
      IPHONE + crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ada King Lovelace', 'END:VCARD', 'BEGIN:VCARD', 'VERSION:3.0', 'ORG:No Name Ltd', 'END:VCARD']);
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

  it('lists the first 100 skipped cards in file order, those already present among them, and counts them all', async () => {
    const user = await signUpUser(ctx.app);
    const card = (name: string) => crlf(['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, 'END:VCARD']);
    expect((await importCards(user.cookie, card('Known Person'))).json()).toMatchObject({ imported: 1 });
    // Card 1 and card 150 are new, card 2 is already present, and the 250 cards between have no name.
    const nameless = crlf(['BEGIN:VCARD', 'VERSION:3.0', 'ORG:No Name Ltd', 'END:VCARD']).repeat(250);
    const res = await importCards(user.cookie, card('New One') + card('Known Person') + nameless + card('New Two'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ imported: 2, skipped: 251 });
    expect(body.skippedCards).toHaveLength(VCARD_IMPORT_LIST_MAX);
    expect(body.skippedCards[0]).toEqual({ card: 2, name: 'Known Person', reason: 'A person with this name is already in your relationships' });
    expect(body.skippedCards[1]).toEqual({ card: 3, name: null, reason: 'The card has no name (FN or N)' });
    expect(body.skippedCards.at(-1).card).toBe(VCARD_IMPORT_LIST_MAX + 1);
    expect((await people(user.id)).map((r) => r.name).sort()).toEqual(['Known Person', 'New One', 'New Two']);
  });

  it('reads vCard 2.1 from Android and Outlook and Apple’s 3.0 with PHOTO;BASE64:', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importCards(user.cookie, ANDROID + OUTLOOK + APPLE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped: 0, skippedCards: [] });
    const rows = await people(user.id);
    expect(rows.map((r) => [r.name, r.initials, r.notes]).sort()).toEqual([
      ['Chidi Okafor', 'CO', 'Philosophy professor, loves chili.\nCall on Sundays.'],
      ['Maya Goldberg', 'MG', ''],
      ['山田 花子', '山花', '大学の友達, テニス仲間\n誕生日にはケーキ'],
    ]);
  });

  it('skips a card it cannot read, naming it and its line, and imports the rest; every answer stays short', async () => {
    const user = await signUpUser(ctx.app);
    const broken = crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Broken Card', `PHOTO;TYPE="JPEG:${'A'.repeat(49_000)}`, 'END:VCARD']);
    const res = await importCards(user.cookie, APPLE + broken + IPHONE + 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut short\r\n');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3, skipped: 2 });
    expect(res.json().skippedCards).toEqual([
      { card: 2, name: 'Broken Card', reason: `line ${APPLE.split('\r\n').length}: this card cannot be read` },
      { card: 5, name: 'Cut short', reason: expect.stringMatching(/^line \d+: the card has no END:VCARD$/) },
    ]);
    expect(res.body.length).toBeLessThan(1024);
    expect((await people(user.id)).map((r) => r.name).sort()).toEqual(['Ada King Lovelace', 'Maya Goldberg', 'Zeynep Çelik']);
  });

  it('refuses a file with no card at all, with a short reason about the file, and writes nothing', async () => {
    const user = await signUpUser(ctx.app);
    for (const body of ['not a card at all', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', '   ', `NAME,PHONE\n${'x'.repeat(120_000)}`]) {
      const res = await importCards(user.cookie, body);
      expect(res.statusCode, body.slice(0, 20)).toBe(400);
      expect(res.json().issues[0].path).toBe('file');
      expect(res.json().message).toMatch(/vCard/);
      expect(res.body.length).toBeLessThan(1024);
    }
    expect(await people(user.id)).toEqual([]);
  });

  it('refuses a file over 5 MB with 413 and a JSON body with 400', async () => {
    const user = await signUpUser(ctx.app);
    const big = crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Big', `NOTE:${'x'.repeat(5 * 1024 * 1024)}`, 'END:VCARD']);
    expect((await importCards(user.cookie, big)).statusCode).toBe(413);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/relationships/import',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await people(user.id)).toEqual([]);
  });

  it('takes a file from a write token without an Origin, and only the token user’s people count as present', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await importCards(other.cookie, IPHONE);
    const token = (
      await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: user.cookie }, payload: { name: 'sync', scope: 'write' } })
    ).json().token as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/relationships/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/vcard' },
      payload: IPHONE,
    });
    expect(res.json()).toMatchObject({ imported: 2, skipped: 0 });
  });
});

describe('birthdays from BDAY', () => {
  /** The shapes BDAY takes in real exports, each on its own card. */
  const card = (version: string, name: string, bday: string) => crlf(['BEGIN:VCARD', `VERSION:${version}`, `FN:${name}`, bday, 'END:VCARD']);
  const BIRTHDAYS = [
    card('4.0', 'Year Unknown', 'BDAY:--0415'),
    card('3.0', 'Google No Year', 'BDAY:--03-14'),
    card('3.0', 'Apple No Year', 'BDAY;X-APPLE-OMIT-YEAR=1604;VALUE=date:1604-02-29'),
    card('4.0', 'With Time', 'BDAY:19531015T231000Z'),
    card('4.0', 'Circa', 'BDAY;VALUE=text:circa 1800'),
    card('3.0', 'No Such Day', 'BDAY:1990-02-30'),
  ].join('');

  async function birthdays(userId: string) {
    const rows = await ctx.database.db
      .select({ name: relationships.name, birthday: relationships.birthday })
      .from(relationships)
      .where(eq(relationships.userId, userId));
    return Object.fromEntries(rows.map((r) => [r.name, r.birthday]));
  }

  it('keeps each birthday as given, the year only when the card has one, and still imports a card whose BDAY names no day', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importCards(user.cookie, OUTLOOK + APPLE + BIRTHDAYS);
    expect(res.json(), res.body).toEqual({ imported: 8, skipped: 0, skippedCards: [] });
    expect(await birthdays(user.id)).toEqual({
      'Chidi Okafor': '1985-07-04',
      'Maya Goldberg': '1990-11-27',
      'Year Unknown': '--04-15',
      'Google No Year': '--03-14',
      'Apple No Year': '--02-29',
      'With Time': '1953-10-15',
      Circa: null,
      'No Such Day': null,
    });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/relationships', headers: { cookie: user.cookie } })).json();
    expect(listed.find((p: { name: string }) => p.name === 'Year Unknown').birthday).toBe('--04-15');
  });
});
