/**
 * The least a server can do for the app's hottest read and write: bare Fastify and a `pg` pool of the app's size,
 * one prepared statement per request (the app's own statement for a user without repeating blocks, so both read the
 * same rows and columns), for a fixed user, with no session, validation, headers or logging; rows answered as `pg`
 * reads them.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { BLOCK_COLUMNS } from '../../src/server/features/time-blocks/time-block-range.repo.js';

/** What the planner's read and the insert return: the answer's columns, as the app's statements select them. */
const COLUMNS = BLOCK_COLUMNS;

export async function startBaseline(databaseUrl: string, poolSize: number, userId: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app: FastifyInstance = Fastify();
  app.get<{ Querystring: { date: string } }>('/api/time-blocks', async (request) => {
    const { rows } = await pool.query({
      name: 'bare_time_blocks_by_date',
      text: `select ${COLUMNS} from time_blocks where user_id = $1 and rrule is null and date between $2 and $2 order by date, hour, minute, created_at, id`,
      values: [userId, request.query.date],
    });
    return rows;
  });
  app.post<{ Body: { date: string; hour: number; title: string; category: string; duration: number } }>('/api/time-blocks', async (request, reply) => {
    const b = request.body;
    const { rows } = await pool.query({
      name: 'bare_time_block_insert',
      text: `insert into time_blocks (user_id, date, hour, title, category, duration_minutes) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
      values: [userId, b.date, b.hour, b.title, b.category, Math.round(b.duration * 60)],
    });
    return reply.code(201).send(rows[0]);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
