import { describe, expect, it } from 'vitest';
import { computeWeekFacts } from './facts.js';
import type { GoalFact } from './user-data.js';

const goal = (title: string, updatedAt: string, progress = 40): GoalFact => ({
  id: title,
  title,
  category: 'Health',
  timeframe: '12 weeks',
  startDate: '2026-01-05',
  endDate: '2026-03-30',
  progress,
  completedMilestones: 0,
  totalMilestones: 12,
  updatedAt: new Date(updatedAt),
});

const factsIn = (timezone: string, goals: GoalFact[]) =>
  computeWeekFacts({
    week: { startDate: '2026-03-02', endDate: '2026-03-08' },
    asOf: '2026-03-08',
    timezone,
    blocks: [],
    health: [],
    interactions: [],
    goals,
    people: [],
  });

describe('computeWeekFacts', () => {
  it('counts a goal changed in the week on the user’s own clock, far from UTC', () => {
    // Chatham is 13¾ hours ahead in March: its week runs from 1 March 10:15 to 8 March 10:15 UTC.
    const goals = [
      goal('Before the week', '2026-03-01T10:14:00Z'),
      goal('First minute', '2026-03-01T10:15:00Z', 100),
      goal('Last minute', '2026-03-08T10:14:00Z'),
      goal('After the week', '2026-03-08T10:15:00Z'),
    ];
    expect(factsIn('Pacific/Chatham', goals).goals).toMatchObject({ updatedThisWeek: 2, completedThisWeek: ['First minute'] });
    // In New York (5 hours behind) only the last two fall in its week.
    expect(factsIn('America/New_York', goals).goals).toMatchObject({ updatedThisWeek: 2, completedThisWeek: [] });
  });
});
