import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.allowSignup).toBe(true);
    expect(config.ai.provider).toBe('builtin');
    expect(config.oidc).toBeUndefined();
  });

  it('reads SMTP settings, which need a sender and a public address for their links', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', SMTP_FROM: 'Twelvefold <plan@example.com>', PUBLIC_URL: 'https://plan.example.com' };
    expect(loadConfig(smtp).smtp).toEqual({ url: 'smtp://mail.example.com:587', from: 'Twelvefold <plan@example.com>' });
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/SMTP_FROM is required[\s\S]*PUBLIC_URL is required/);
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/tf',
      DATABASE_URL: 'postgres://u:p@db:5432/tf',
      PUBLIC_URL: 'https://plan.example.com/',
      SESSION_SECRET: 'x'.repeat(40),
      OIDC_ISSUER_URL: 'https://id.example.com/realms/main',
      OIDC_CLIENT_ID: 'twelvefold',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_SCOPES: 'openid email',
      OIDC_PROVIDER_NAME: 'Keycloak',
      ALLOW_SIGNUP: 'false',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'llama3.1',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/tf',
      databaseUrl: 'postgres://u:p@db:5432/tf',
      publicUrl: 'https://plan.example.com',
      allowSignup: false,
      oidc: {
        issuerUrl: 'https://id.example.com/realms/main',
        clientId: 'twelvefold',
        clientSecret: 's3cret',
        scopes: 'openid email',
        providerName: 'Keycloak',
      },
      ai: { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-test', model: 'llama3.1' },
      logLevel: 'debug',
    });
  });

  it('trusts forwarded headers from loopback only behind PUBLIC_URL, unless TRUST_PROXY says otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://plan.example.com' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ PUBLIC_URL: 'https://plan.example.com', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/2', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps CalDAV off private addresses unless CALDAV_ALLOW_PRIVATE says otherwise', () => {
    expect(loadConfig({}).caldavAllowPrivate).toBe(false);
    expect(loadConfig({ CALDAV_ALLOW_PRIVATE: 'true' }).caldavAllowPrivate).toBe(true);
    expect(() => loadConfig({ CALDAV_ALLOW_PRIVATE: 'sometimes' })).toThrow(/CALDAV_ALLOW_PRIVATE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        SESSION_SECRET: 'short',
        ALLOW_SIGNUP: 'maybe',
        AI_PROVIDER: 'magic',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SESSION_SECRET', 'ALLOW_SIGNUP', 'AI_PROVIDER', 'LOG_LEVEL']) {
      expect(problems).toContain(name);
    }
  });

  it('requires the OIDC pair together and a model for the openai provider', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'abc' })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL/);
  });
});
