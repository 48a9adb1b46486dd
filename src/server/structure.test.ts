import { describe, expect, it } from 'vitest';
import { COMPOSITION_ROOT, constructionSites, importCircles, importGraph, misplacedSites, signInChecks } from '../../scripts/structure-counts.js';

describe('the server is composed in one place', () => {
  it('builds each repo and service once, in the composition root', () => {
    const sites = constructionSites();
    const server = sites.filter((s) => !s.file.startsWith('src/server/cli/'));
    expect(misplacedSites(sites)).toEqual([]);
    expect(new Set(server.map((s) => s.file))).toEqual(new Set([COMPOSITION_ROOT]));
    // The factories the time-blocks, tasks and assistant features once built in several places.
    for (const factory of ['createTimeBlocksService', 'createTimeBlocksRepo', 'createTasksService', 'createGoalsService', 'createRelationshipsService']) {
      expect(
        server.filter((s) => s.factory === factory),
        factory,
      ).toHaveLength(1);
    }
  });

  it('checks sign-in in one place: no route brings a hook of its own', () => {
    const { file, unauthorized, routeHooks, publicRoutes } = signInChecks();
    expect(routeHooks).toEqual([]);
    expect(publicRoutes).toBeGreaterThan(10);
    // The check, and the session hook refusing an unknown or overlong token; currentUser's 401 is its type guard.
    expect(new Set(unauthorized.map((at) => at.split(':')[0]))).toEqual(new Set([file, 'src/server/plugins/session.ts']));
  });
});

describe('the import graph', () => {
  it('has no circles: no two files in src import each other, directly or round a loop', () => {
    const graph = importGraph();
    expect(graph.get('src/shared/plan-day.ts')).toContain('src/shared/plan-day-notes.ts');
    expect(importCircles(graph)).toEqual([]);
  });

  it('would find one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });
});
