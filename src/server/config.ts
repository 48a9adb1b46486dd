import { z } from 'zod';
import net from 'node:net';
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

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: `false`, a hop count, or a comma-separated list of addresses, CIDR ranges and proxy-addr keywords. */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine((value) => value === 'false' || /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())), {
      error: 'must be false, a number of proxy hops, or a comma-separated list of addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    })
    .optional(),
);

export const configSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535, { error: 'must be a port number (0-65535)' }).default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxySchema,
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_SCOPES: z.preprocess(emptyToUndefined, z.string().default('openid email profile')),
    OIDC_PROVIDER_NAME: z.preprocess(emptyToUndefined, z.string().default('your identity provider')),
    ALLOW_SIGNUP: booleanFlag(true),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
    ADMIN_EMAILS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })))
        .default([]),
    ),
    CALDAV_ALLOW_PRIVATE: booleanFlag(false),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.-]+$/, { error: 'must be common, organizations, consumers, a tenant id or a tenant domain' })
        .default('common'),
    ),
    BACKUP_SCHEDULE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^(off|\S+( \S+){4})$/, { error: 'must be a cron expression of five fields (UTC), or off' })
        .default('30 3 * * *'),
    ),
    BACKUP_DIR: optionalString,
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: or https:// URL' })
        .optional(),
    ),
    PUSH_ALLOW_LOOPBACK: booleanFlag(false),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, { error: 'must be an smtp:// or smtps:// URL' })
        .optional(),
    ),
    SMTP_FROM: optionalString,
    AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['builtin', 'openai'], { error: 'must be builtin or openai' }).default('builtin')),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' })
        .default('info'),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.OIDC_ISSUER_URL && !value.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER_URL is set' });
    }
    if (!value.OIDC_ISSUER_URL && value.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'is required when OIDC_CLIENT_ID is set' });
    }
    if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key',
      });
    }
    if (value.SMTP_URL && !value.SMTP_FROM) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'is required when SMTP_URL is set (the sender of password reset emails)' });
    }
    if (value.SMTP_URL && !value.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when SMTP_URL is set (the links in emails point to it)' });
    }
    for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
      const id = value[`${provider}_CLIENT_ID`];
      const secret = value[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `is required with ${id ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`} (the calendar connection's OAuth client)`,
        });
      }
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
  /** Whose X-Forwarded-* headers to believe: no one, the nearest n hops, or these addresses and ranges. */
  trustProxy: false | number | string[];
  sessionSecret?: string;
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string; scopes: string; providerName: string };
  allowSignup: boolean;
  /** Lets a scraper that is not on this machine read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Accounts whose email is listed are the instance's admins; empty: the first account created is. */
  adminEmails: string[];
  /** Nightly backups: cron expression (UTC) or null when off, and the directory they go to. */
  backup: { schedule: string | null; dir: string };
  /** CalDAV may reach loopback, private and link-local addresses (a calendar server beside the app). */
  caldavAllowPrivate: boolean;
  /** The OAuth clients of the two-way calendar connections; absent, that provider is not offered. */
  calendarProviders: {
    google?: { clientId: string; clientSecret: string };
    microsoft?: { clientId: string; clientSecret: string; tenant: string };
  };
  ai: { provider: 'builtin' | 'openai'; baseUrl?: string; apiKey?: string; model?: string };
  /** Outgoing email (password reset, email change, newsletter confirmation); absent, nothing is sent. */
  smtp?: { url: string; from: string };
  /** Web Push: the VAPID key pair when set (else generated into DATA_DIR) and the contact push services see. */
  push: { publicKey?: string; privateKey?: string; subject?: string; allowLoopback: boolean };
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
    trustProxy: parseTrustProxy(v.TRUST_PROXY, Boolean(v.PUBLIC_URL)),
    sessionSecret: v.SESSION_SECRET,
    oidc:
      v.OIDC_ISSUER_URL && v.OIDC_CLIENT_ID
        ? {
            issuerUrl: v.OIDC_ISSUER_URL,
            clientId: v.OIDC_CLIENT_ID,
            clientSecret: v.OIDC_CLIENT_SECRET,
            scopes: v.OIDC_SCOPES,
            providerName: v.OIDC_PROVIDER_NAME,
          }
        : undefined,
    allowSignup: v.ALLOW_SIGNUP,
    adminEmails: v.ADMIN_EMAILS,
    metricsToken: v.METRICS_TOKEN,
    backup: {
      schedule: v.BACKUP_SCHEDULE === 'off' ? null : v.BACKUP_SCHEDULE,
      dir: path.resolve(v.BACKUP_DIR ?? path.join(v.DATA_DIR, 'backups')),
    },
    caldavAllowPrivate: v.CALDAV_ALLOW_PRIVATE,
    calendarProviders: {
      google: v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET ? { clientId: v.GOOGLE_CLIENT_ID, clientSecret: v.GOOGLE_CLIENT_SECRET } : undefined,
      microsoft:
        v.MICROSOFT_CLIENT_ID && v.MICROSOFT_CLIENT_SECRET
          ? { clientId: v.MICROSOFT_CLIENT_ID, clientSecret: v.MICROSOFT_CLIENT_SECRET, tenant: v.MICROSOFT_TENANT }
          : undefined,
    },
    smtp: v.SMTP_URL && v.SMTP_FROM ? { url: v.SMTP_URL, from: v.SMTP_FROM } : undefined,
    ai: { provider: v.AI_PROVIDER, baseUrl: v.AI_BASE_URL, apiKey: v.AI_API_KEY, model: v.AI_MODEL },
    push: { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY, subject: v.VAPID_SUBJECT, allowLoopback: v.PUSH_ALLOW_LOOPBACK },
    logLevel: v.LOG_LEVEL,
  };
}

/** Unset: a proxy on this machine is trusted when PUBLIC_URL says the app sits behind one, nobody otherwise. */
function parseTrustProxy(value: string | undefined, behindPublicUrl: boolean): Config['trustProxy'] {
  if (value === undefined) return behindPublicUrl ? ['loopback'] : false;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}
