/** The relationships feature's query keys: every query of its data, and every invalidation of it, names them from here. */
export const relationshipKeys = {
  /** Everyone, and under it each person's interactions. */
  all: ['/api/relationships'] as const,
  interactions: (relationshipId: string) => [...relationshipKeys.all, relationshipId, 'interactions'] as const,
};
