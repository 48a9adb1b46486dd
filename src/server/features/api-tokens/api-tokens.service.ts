import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKENS_MAX, type ApiTokenDto, type CreateApiTokenInput, type CreatedApiTokenDto } from '../../../shared/schemas/api-tokens.js';
import { AppError, notFound } from '../../errors.js';
import { hashToken, type UserRow } from '../../plugins/session.js';
import type { ApiTokenRow, ApiTokensRepo } from './api-tokens.repo.js';

const toDto = (row: ApiTokenRow): ApiTokenDto => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function createApiTokensService(deps: { repo: ApiTokensRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(user: UserRow): Promise<ApiTokenDto[]> {
      return (await deps.repo.list(user.id)).map(toDto);
    },
    async create(user: UserRow, input: CreateApiTokenInput): Promise<CreatedApiTokenDto> {
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await deps.repo.insertWithin(API_TOKENS_MAX, {
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashToken(token),
        createdAt: now(),
      });
      if (!row) throw new AppError(409, `You can have at most ${API_TOKENS_MAX} API tokens. Revoke one to create another.`);
      return { ...toDto(row), token };
    },
    async revoke(user: UserRow, id: string): Promise<void> {
      if (!(await deps.repo.delete(user.id, id))) throw notFound('Token');
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
