import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MCP_PATH } from '../../../shared/constants.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { readerOf, type AiContextFactory } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { answerBadCallParams, createMcpServer } from './mcp.server.js';

export const MCP_RATE_LIMIT_MESSAGE = 'Too many MCP requests. Please wait a moment and try again.';

export async function mcpRoutes(app: FastifyInstance, deps: { context: AiContextFactory; limiter: RateLimiter; now?: () => Date }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mcp'];
  const security = [{ bearerAuth: [] }];

  routes.post(
    MCP_PATH,
    {
      schema: {
        tags,
        summary: 'Model Context Protocol server (streamable HTTP, stateless)',
        description:
          "JSON-RPC messages of the Model Context Protocol for an agent of the user's own: `tools/list` and `tools/call` over the planner's reads and the assistant's actions. Only a personal API token authenticates (a read token lists and calls only the read tools). Tools that delete, clear or change a whole series need `\"confirm\": true`.",
        security,
        body: z.unknown().describe('A JSON-RPC 2.0 request, notification or batch'),
        response: { 200: z.unknown().describe('JSON-RPC response'), 400: z.unknown().describe('JSON-RPC error'), 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = readerOf(request);
      if (Array.isArray(request.body) && request.body.length === 0) {
        return reply.code(400).send({ jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: 'Invalid Request: an empty batch' } });
      }
      // Each message of a batch is a call of its own and spends its own share of the budget.
      await deps.limiter.hit(user.id, MCP_RATE_LIMIT_MESSAGE, Array.isArray(request.body) ? request.body.length : 1);
      const ctx = deps.context(user, deps.now?.() ?? new Date());
      const server = createMcpServer(ctx, request.apiToken!.scope);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      answerBadCallParams(transport);
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // Stateless: no stream to open and no session to end.
  for (const method of ['GET', 'DELETE'] as const) {
    routes.route({
      method,
      url: MCP_PATH,
      schema: { tags, security, hide: true },
      handler: async (_request, reply) =>
        reply.code(405).header('allow', 'POST').send({ message: 'This MCP server is stateless: send JSON-RPC messages with POST' }),
    });
  }
}
