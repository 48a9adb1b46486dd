import { z } from 'zod';
import path from 'node:path';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ error: 'must be a URL' }).optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['true', '1', 'yes'].includes(value)),
  );

export const configSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, { error: 'must be a port number (0-65535)' }).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    PUBLIC_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_SCOPES: z.preprocess(emptyToUndefined, z.string().default('openid email profile')),
    OIDC_PROVIDER_NAME: z.preprocess(emptyToUndefined, z.string().default('your identity provider')),
    ALLOW_SIGNUP: booleanFlag(true),
    AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin', 'openai'], { error: 'must be builtin or openai' }).default('builtin')),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.OIDC_ISSUER_URL && !value.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER_URL is set' });
    }
    if (!value.OIDC_ISSUER_URL && value.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'is required when OIDC_CLIENT_ID is set' });
    }
    if (value.AI_PROVIDER === 'openai' && !value.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_PROVIDER is openai' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  sessionSecret?: string;
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string; scopes: string; providerName: string };
  allowSignup: boolean;
  ai: { provider: 'builtin' | 'openai'; baseUrl?: string; apiKey?: string; model?: string };
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The only reader of process.env: every bad variable is named at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'} ${issue.message}`));
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    publicUrl: v.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionSecret: v.SESSION_SECRET,
    oidc: v.OIDC_ISSUER_URL && v.OIDC_CLIENT_ID
      ? { issuerUrl: v.OIDC_ISSUER_URL, clientId: v.OIDC_CLIENT_ID, clientSecret: v.OIDC_CLIENT_SECRET, scopes: v.OIDC_SCOPES, providerName: v.OIDC_PROVIDER_NAME }
      : undefined,
    allowSignup: v.ALLOW_SIGNUP,
    ai: { provider: v.AI_PROVIDER, baseUrl: v.AI_BASE_URL, apiKey: v.AI_API_KEY, model: v.AI_MODEL },
    logLevel: v.LOG_LEVEL,
  };
}
