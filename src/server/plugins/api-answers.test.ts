import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../test/helpers.js';

// Rules every /api answer and every state-changing request keeps, whatever the route.
const ctx = useTestApp();

describe('every /api answer', () => {
  it('is Cache-Control: no-store, those carrying a token, a TOTP secret or recovery codes first of all, and errors too', async () => {
    const user = await signUpUser(ctx.app);
    const headers = { cookie: user.cookie };
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers, payload: { name: 'phone', scope: 'read' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/account/2fa/totp', headers }),
      await ctx.app.inject({ method: 'POST', url: '/api/account/2fa/totp/verify', headers, payload: { code: '000000' } }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers }),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/user' }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers }),
      await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: user.email, password: 'a sturdy passphrase 12' } }),
    ];
    expect(answers[0].json().token).toMatch(/^tf_/);
    expect(answers[1].json().secret).toBeDefined();
    expect(answers.map((a) => a.headers['cache-control'])).toEqual(Array(answers.length).fill('no-store'));
  });
});

describe('the same-origin rule', () => {
  it('treats a chunked body with no Origin as any body: refused unless it is JSON', async () => {
    const user = await signUpUser(ctx.app);
    const chunked = (url: string, type: string, body: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, 'content-type': type, 'transfer-encoding': 'chunked' },
        payload: Readable.from([body]),
      });
    const tasks = await chunked('/api/tasks/import', 'text/plain', '- [ ] Planted task\n');
    expect(tasks.statusCode, tasks.body).toBe(403);
    const people = await chunked('/api/relationships/import', 'text/vcard', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Planted\r\nEND:VCARD\r\n');
    expect(people.statusCode, people.body).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: user.cookie } });
    expect(list.json()).toEqual([]);
    const json = await chunked('/api/tasks', 'application/json', JSON.stringify({ title: 'From a script' }));
    expect(json.statusCode, json.body).toBe(201);
  });
});

describe('logging out', () => {
  it('by a GET from another site changes nothing; from this origin, typed in, or by POST it ends the session', async () => {
    const signedIn = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;
    const user = await signUpUser(ctx.app);
    for (const site of ['cross-site', 'same-site']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie, 'sec-fetch-site': site } });
      expect(res.statusCode).toBe(302);
      expect(await signedIn(user.cookie)).toBe(200);
    }
    const crossPost = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie, origin: 'https://evil.example' } });
    expect(crossPost.statusCode).toBe(403);
    expect(await signedIn(user.cookie)).toBe(200);

    const same = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(same.headers.location).toBe('/');
    expect(await signedIn(user.cookie)).toBe(401);
    const typed = await signUpUser(ctx.app);
    await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: typed.cookie, 'sec-fetch-site': 'none' } });
    expect(await signedIn(typed.cookie)).toBe(401);
    const posted = await signUpUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: posted.cookie, origin: 'http://localhost:80' } });
    expect(await signedIn(posted.cookie)).toBe(401);
  });
});
