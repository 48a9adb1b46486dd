import { z } from 'zod';
import { text } from './common.js';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_PREFIX = 'tf_';
export const API_TOKENS_MAX = 12;

export const createApiTokenSchema = z.object({
  name: text({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100, { error: 'Name must be at most 100 characters' }),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or write' }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenDto = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The answer to creation: the only time the token itself is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiTokenDto = z.infer<typeof createdApiTokenSchema>;
