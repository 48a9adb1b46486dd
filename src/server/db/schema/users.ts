import { sql } from 'drizzle-orm';
import { DEFAULT_WORKDAY } from '../../../shared/plan-day.js';
import { SIGN_IN_METHODS } from '../../../shared/schemas/sign-in.js';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    timezone: text('timezone').notNull().default('UTC'),
    numberBase: text('number_base', { enum: ['decimal', 'dozenal'] })
      .notNull()
      .default('decimal'),
    /** 12- or 24-hour clock; null follows the browser's locale. */
    timeFormat: text('time_format', { enum: ['12h', '24h'] }),
    /** How weight is shown and entered; stored values are always pounds. */
    weightUnit: text('weight_unit', { enum: ['lbs', 'kg'] })
      .notNull()
      .default('lbs'),
    /** The user's own health targets by metric key; a metric not named keeps its default target. */
    healthTargets: jsonb('health_targets').$type<Record<string, number>>().notNull().default({}),
    /** The hours a plan of the day fills ("HH:MM", end after start). */
    workdayStart: text('workday_start').notNull().default(DEFAULT_WORKDAY.start),
    workdayEnd: text('workday_end').notNull().default(DEFAULT_WORKDAY.end),
    authProvider: text('auth_provider', { enum: ['local', 'oidc'] }).notNull(),
    /**
     * Whether the user has ever had a repeating time block (set by a trigger on time_blocks, never cleared): the
     * planner's range read skips its series branch for a user who never had one.
     */
    hasSeries: boolean('has_series').notNull().default(false),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_local_email_unique')
      .on(t.email)
      .where(sql`${t.authProvider} = 'local'`),
    uniqueIndex('users_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
    index('users_email_idx').on(t.email),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** How the session was signed in (sign-up, password, password + authenticator, passkey…); null before it was kept. */
    signInMethod: text('sign_in_method', { enum: SIGN_IN_METHODS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Personal API tokens: only the SHA-256 of the token is kept; the token itself is shown once, at creation. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
