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
      oidc: { issuerUrl: 'https://id.example.com/realms/main', clientId: 'twelvefold', clientSecret: 's3cret', scopes: 'openid email', providerName: 'Keycloak' },
      ai: { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-test', model: 'llama3.1' },
      logLevel: 'debug',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('names every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', SESSION_SECRET: 'short', ALLOW_SIGNUP: 'maybe', AI_PROVIDER: 'magic', LOG_LEVEL: 'loud' });
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
