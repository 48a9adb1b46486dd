import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATIONSHIPS_PAGE_MAX, type Relationship } from '../../../../shared/schemas/relationships';
import { apiRequest } from '@/lib/api';

export const relationshipsQueryKey = ['/api/relationships'] as const;

/** Everyone, a page at a time: the page counts and the due list need the whole list. */
export async function getRelationships(): Promise<Relationship[]> {
  const people: Relationship[] = [];
  for (;;) {
    const after = people.at(-1)?.id;
    const res = await apiRequest('GET', `/api/relationships?limit=${RELATIONSHIPS_PAGE_MAX}${after ? `&after=${after}` : ''}`);
    const page = (await res.json()) as Relationship[];
    people.push(...page);
    if (page.length < RELATIONSHIPS_PAGE_MAX) return people;
  }
}

export const relationshipsQueryOptions = queryOptions<Relationship[]>({
  queryKey: relationshipsQueryKey,
  queryFn: getRelationships,
});

export function useRelationships() {
  return useQuery(relationshipsQueryOptions);
}
