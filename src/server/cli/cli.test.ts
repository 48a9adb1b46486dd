import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../db/schema/index.js';
import { codeFromOtpauthUrl } from '../test/authenticator.js';
import { createTestApp, signUpUser, type TestContext } from '../test/helpers.js';
import { CliError, type CliCommand } from './command.js';
import { COMMANDS } from './commands/index.js';
import { runCli } from './run.js';

async function run(argv: string[], env: Record<string, string | undefined>, commands: CliCommand[] = COMMANDS) {
  let out = '';
  let err = '';
  const code = await runCli(argv, commands, { out: (text) => (out += text), err: (text) => (err += text), env: { LOG_LEVEL: 'silent', ...env } });
  return { code, out, err };
}

describe('the twelvefold command', () => {
  const echo: CliCommand = {
    name: 'echo',
    usage: '<word> [--loud]',
    summary: 'says the word',
    options: { loud: { type: 'boolean' } },
    positionals: { min: 1, max: 1 },
    async run({ positionals, values, print }) {
      if (positionals[0] === 'fail') throw new CliError('it failed, as asked', 3);
      print(values.loud ? positionals[0].toUpperCase() : positionals[0]);
    },
  };

  it('lists its commands for help and for no command, and refuses an unknown one', async () => {
    const help = await run(['help'], {}, [echo]);
    expect(help.code).toBe(0);
    expect(help.out).toContain('echo <word> [--loud]  says the word');
    expect((await run([], {}, [echo])).code).toBe(2);
    const unknown = await run(['nope'], {}, [echo]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "nope"');
  });

  it('passes arguments and options, refuses a wrong count or an unknown option, and prints a CliError plainly', async () => {
    expect(await run(['echo', 'hi', '--loud'], {}, [echo])).toEqual({ code: 0, out: 'HI\n', err: '' });
    expect((await run(['echo'], {}, [echo])).err).toBe('Usage: twelvefold echo <word> [--loud]\n');
    expect((await run(['echo', 'a', '--quiet'], {}, [echo])).code).toBe(2);
    expect(await run(['echo', 'fail'], {}, [echo])).toEqual({ code: 3, out: '', err: 'it failed, as asked\n' });
  });

  it('names every bad configuration variable before doing anything', async () => {
    const result = await run(['echo', 'x'], { PORT: 'many' }, [echo]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('PORT must be a number');
  });
});

describe('twelvefold users', () => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    url = ctx.database.pool.options.connectionString!;
  });
  afterAll(() => ctx.close());

  it('says how the first account becomes the admin when there is none, then lists accounts oldest first', async () => {
    expect((await run(['users'], { DATABASE_URL: url })).out).toContain('No accounts yet');
    const first = await signUpUser(ctx.app);
    const second = await signUpUser(ctx.app);
    const { code, out } = await run(['users'], { DATABASE_URL: url });
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+SIGN-IN\s+CREATED\s+LAST SEEN\s+2FA\s+PASSKEYS\s+ROLE$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${first.email}\\s+password\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+off\\s+0\\s+admin$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^${second.email}\\s+password\\s.*\\soff\\s+0$`));
  });

  it('shows two-factor sign-in on for an account with a confirmed authenticator app, off while it is only started', async () => {
    const enrolled = await signUpUser(ctx.app);
    const started = await signUpUser(ctx.app);
    const begin = async (cookie: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/account/2fa/totp', headers: { cookie } })).json<{ otpauthUrl: string }>().otpauthUrl;
    const otpauthUrl = await begin(enrolled.cookie);
    await begin(started.cookie);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/2fa/totp/verify',
      headers: { cookie: enrolled.cookie },
      payload: { code: codeFromOtpauthUrl(otpauthUrl, new Date()) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const lines = (await run(['users'], { DATABASE_URL: url })).out.split('\n');
    expect(lines.find((line) => line.startsWith(enrolled.email))).toMatch(/\son\s+0$/);
    expect(lines.find((line) => line.startsWith(started.email))).toMatch(/\soff\s+0$/);
  });

  it('takes the admins from ADMIN_EMAILS when it is set', async () => {
    const third = await signUpUser(ctx.app);
    const { out } = await run(['users'], { DATABASE_URL: url, ADMIN_EMAILS: ` ${third.email.toUpperCase()} ` });
    const admins = out.split('\n').filter((line) => line.endsWith('admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toContain(third.email);
  });
});

describe('twelvefold invite', () => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    url = ctx.database.pool.options.connectionString!;
  });
  afterAll(() => ctx.close());

  it('prints a single-use sign-up link for the address, kept only as a hash, and refuses what is not an email', async () => {
    const { code, out } = await run(['invite', 'Friend@Example.com'], { DATABASE_URL: url, PUBLIC_URL: 'https://plan.example.com' });
    expect(code).toBe(0);
    const [link, note] = out.trimEnd().split('\n');
    expect(link).toMatch(/^https:\/\/plan\.example\.com\/signup\?invitation=[A-Za-z0-9_-]{43}$/);
    expect(note).toMatch(/^Send this link to friend@example\.com: it creates one account with that email, once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const token = new URL(link).searchParams.get('invitation')!;
    const rows = await ctx.database.db.select().from(invitations);
    expect(rows).toEqual([expect.objectContaining({ tokenHash: createHash('sha256').update(token).digest('hex'), email: 'friend@example.com', usedAt: null })]);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await run(['invite'], { DATABASE_URL: url })).out).toContain('Send this link to the person you invite');
    expect(await run(['invite', 'not-an-email'], { DATABASE_URL: url })).toMatchObject({ code: 1, err: 'not-an-email is not an email address\n' });
  });
});
