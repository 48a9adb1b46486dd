import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { timeBlocks } from '../../db/schema/index.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// Wednesday 4 March 2026, noon UTC.
const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });
let port: number;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

/**
 * Posts a chat message over a plain TCP socket and records each read of the socket as it happens: what the server
 * wrote in one go arrives in one read, what it sent piece by piece arrives in several.
 */
function postRaw(cookie: string, content: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ role: 'user', content });
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(
        [
          'POST /api/chat HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Cookie: ${cookie}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    });
    const reads: string[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => reads.push(chunk));
    socket.on('end', () => resolve(reads));
    socket.on('error', reject);
  });
}

describe('the chat stream on the wire', () => {
  it('arrives in several pieces, each sentence sent before the next is made, the last carrying the stored reply', async () => {
    const user = await signUpUser(ctx.app);
    const reads = await postRaw(user.cookie, 'convert 144.5 to dozenal');
    expect(reads[0]).toMatch(/^HTTP\/1\.1 200/);
    const withDelta = reads.filter((r) => r.includes('event: delta'));
    expect(withDelta.length).toBeGreaterThan(1);
    expect(withDelta[0]).not.toContain('event: done');
    expect(reads.findLast((r) => r.includes('event: done'))).toBeDefined();
    const deltas = [...reads.join('').matchAll(/^event: delta\ndata: (.*)$/gm)].map((m) => (JSON.parse(m[1]) as { text: string }).text);
    expect(deltas.join('')).toBe('144 in dozenal is 100. (The fraction is dropped.) Dozenal digits run 0–9, then ↊ for ten and ↋ for eleven.');
  });
});

describe("times in the assistant's replies", () => {
  async function scheduleReply(timeFormat: '12h' | '24h'): Promise<string> {
    const user = await signUpUser(ctx.app);
    const profile = await ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: user.cookie }, payload: { timeFormat } });
    expect(profile.statusCode, profile.body).toBe(200);
    await ctx.database.db
      .insert(timeBlocks)
      .values({ userId: user.id, date: '2026-03-04', hour: 14, title: 'Design review', category: 'meeting', durationMinutes: 120 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { cookie: user.cookie },
      payload: { role: 'user', content: "what's on today" },
    });
    expect(res.statusCode).toBe(200);
    return [...res.body.matchAll(/^event: delta\ndata: (.*)$/gm)].map((m) => (JSON.parse(m[1]) as { text: string }).text).join('');
  }

  it("follow the user's 24-hour clock", async () => {
    const text = await scheduleReply('24h');
    expect(text).toContain('Design review');
    expect(text).toMatch(/14:00/);
    expect(text).not.toMatch(/PM|pm/);
  });

  it("follow the user's 12-hour clock", async () => {
    const text = await scheduleReply('12h');
    expect(text).toContain('Design review');
    expect(text).toMatch(/2(:00)?\s?PM/i);
    expect(text).not.toMatch(/14:00/);
  });
});
