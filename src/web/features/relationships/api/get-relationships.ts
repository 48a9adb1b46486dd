import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATIONSHIPS_PAGE_MAX, relationshipListSchema, type Relationship } from '../../../../shared/schemas/relationships';
import { requestJson } from '@/lib/api';
import { relationshipKeys } from './query-keys';

/** Everyone, a page at a time: the page counts and the due list need the whole list. */
export async function getRelationships(): Promise<Relationship[]> {
  const people: Relationship[] = [];
  for (;;) {
    const after = people.at(-1)?.id;
    const page = await requestJson('GET', `/api/relationships?limit=${RELATIONSHIPS_PAGE_MAX}${after ? `&after=${after}` : ''}`, relationshipListSchema);
    people.push(...page);
    if (page.length < RELATIONSHIPS_PAGE_MAX) return people;
  }
}

export const relationshipsQueryOptions = queryOptions({
  queryKey: relationshipKeys.all,
  queryFn: getRelationships,
});

export function useRelationships() {
  return useQuery(relationshipsQueryOptions);
}
