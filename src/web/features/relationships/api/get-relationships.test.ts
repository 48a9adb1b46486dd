import { describe, expect, it } from 'vitest';
import { RELATIONSHIPS_PAGE_MAX } from '../../../../shared/schemas/relationships';
import { aRelationship, mockApi } from '@/test/api';
import { getRelationships } from './get-relationships';

const person = (i: number) => aRelationship({ id: `p${i}`, name: `Person ${i}` });

describe('getRelationships', () => {
  it('loads every page of people, each after the last person of the one before', async () => {
    const everyone = Array.from({ length: RELATIONSHIPS_PAGE_MAX * 2 + 3 }, (_, i) => person(i));
    const api = mockApi({
      'GET /api/relationships': ({ query }) => {
        const after = query.get('after');
        const start = after ? everyone.findIndex((p) => p.id === after) + 1 : 0;
        return everyone.slice(start, start + Number(query.get('limit')));
      },
    });
    expect(await getRelationships()).toEqual(everyone);
    expect(api.to('GET', '/api/relationships').map((r) => r.query.get('after'))).toEqual([
      null,
      `p${RELATIONSHIPS_PAGE_MAX - 1}`,
      `p${RELATIONSHIPS_PAGE_MAX * 2 - 1}`,
    ]);
  });

  it('asks once for a list shorter than a page', async () => {
    const api = mockApi({ 'GET /api/relationships': [person(1), person(2)] });
    expect(await getRelationships()).toEqual([person(1), person(2)]);
    expect(api.to('GET', '/api/relationships')).toHaveLength(1);
  });
});
