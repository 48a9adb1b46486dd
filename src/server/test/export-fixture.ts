import { randomUUID } from 'node:crypto';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportDocument } from '../../shared/schemas/export.js';

const at = (iso: string) => new Date(iso).toISOString();

/** Two blocks and a day of health values. */
function plannerRows(): Pick<ExportDocument, 'timeBlocks' | 'healthMetrics'> {
  return {
    timeBlocks: [
      {
        id: randomUUID(),
        date: '2026-02-27',
        hour: 9,
        title: 'Deep work',
        category: 'focus',
        minute: 0,
        durationMinutes: 120,
        createdAt: at('2026-02-26T10:00:00.123Z'),
        updatedAt: at('2026-02-26T11:00:00Z'),
      },
      {
        id: randomUUID(),
        date: '2026-02-28',
        hour: 14,
        title: 'Team sync',
        category: 'meeting',
        minute: 0,
        durationMinutes: 60,
        createdAt: at('2026-02-26T10:05:00Z'),
        updatedAt: at('2026-02-26T10:05:00Z'),
      },
    ],
    healthMetrics: [
      {
        id: randomUUID(),
        date: '2026-02-27',
        sleep: 7.5,
        water: 8,
        exercise: 45,
        nutrition: 7,
        stress: 3,
        energy: 8,
        mood: 7,
        weight: 70.5,
        steps: 9000,
        heartRate: 62,
        meditation: 10,
        screenTime: 3.5,
        createdAt: at('2026-02-27T20:00:00Z'),
        updatedAt: at('2026-02-27T21:00:00Z'),
      },
    ],
  };
}

/** Two people, the first with two interactions. */
function peopleRows(relationshipId: string): ExportDocument['relationships'] {
  return [
    {
      id: relationshipId,
      name: 'Ada Lovelace',
      initials: 'AL',
      notes: 'Loves engines',
      lastContact: '2026-02-20',
      aiPrompt: 'Ask about the engine',
      cadenceDays: 14,
      birthday: '--12-10',
      createdAt: at('2026-01-01T08:00:00Z'),
      updatedAt: at('2026-02-20T08:00:00Z'),
      interactions: [
        { id: randomUUID(), date: '2026-02-10', type: 'call', notes: 'Long call', createdAt: at('2026-02-10T18:00:00Z') },
        { id: randomUUID(), date: '2026-02-20', type: 'meeting', notes: '', createdAt: at('2026-02-20T18:00:00Z') },
      ],
    },
    {
      id: randomUUID(),
      name: 'Charles Babbage',
      initials: 'CB',
      notes: '',
      lastContact: null,
      aiPrompt: null,
      cadenceDays: null,
      birthday: null,
      createdAt: at('2026-01-02T08:00:00Z'),
      updatedAt: at('2026-01-02T08:00:00Z'),
      interactions: [],
    },
  ];
}

/** A goal, and two tasks: one for the goal, one (done) for the first person. */
function goalAndTaskRows(goalId: string, relationshipId: string): Pick<ExportDocument, 'goals' | 'tasks'> {
  const shoes = randomUUID();
  return {
    goals: [
      {
        id: goalId,
        title: 'Run a half marathon',
        category: 'Health',
        timeframe: '12 weeks',
        startDate: '2026-01-05',
        endDate: '2026-03-30',
        totalMilestones: 12,
        completedMilestones: 6,
        progress: 50,
        description: 'Build up slowly',
        milestones: [{ index: 1, title: '5 km without stopping', dueDate: '2026-01-20', doneAt: at('2026-01-19T18:00:00Z') }],
        createdAt: at('2026-01-05T09:00:00Z'),
        updatedAt: at('2026-02-15T09:00:00Z'),
      },
    ],
    tasks: [
      {
        id: shoes,
        title: 'Buy running shoes',
        notes: 'Size 43',
        status: 'open',
        dueDate: '2026-03-03',
        estimateMinutes: 45,
        priority: 'high',
        lifeArea: 'health',
        goalId,
        relationshipId: null,
        rrule: 'FREQ=MONTHLY',
        position: 0,
        labels: ['errands', 'Running'],
        parentId: null,
        milestoneIndex: 2,
        pickedFor: '2026-03-02',
        completedAt: null,
        createdAt: at('2026-02-25T09:00:00Z'),
        updatedAt: at('2026-02-25T09:00:00Z'),
      },
      {
        id: randomUUID(),
        title: 'Call Ada',
        notes: '',
        status: 'done',
        dueDate: null,
        estimateMinutes: null,
        priority: 'normal',
        lifeArea: null,
        goalId: null,
        relationshipId,
        rrule: null,
        position: null,
        labels: [],
        parentId: shoes,
        milestoneIndex: null,
        pickedFor: null,
        completedAt: at('2026-02-26T18:30:00.250Z'),
        createdAt: at('2026-02-25T09:05:00Z'),
        updatedAt: at('2026-02-26T18:30:00Z'),
      },
    ],
  };
}

/** A version 1 document with at least one row for every list, fresh ids each call (for tests). */
export function makeExportDocument(overrides: Partial<ExportDocument> = {}): ExportDocument {
  const relationshipId = randomUUID();
  const goalId = randomUUID();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: at('2026-03-01T12:00:00Z'),
    profile: {
      email: 'old@example.com',
      firstName: 'Imported',
      lastName: 'Person',
      profileImageUrl: null,
      timezone: 'Europe/Berlin',
      numberBase: 'dozenal',
      authProvider: 'local',
      createdAt: at('2025-01-01T00:00:00Z'),
    },
    ...plannerRows(),
    relationships: peopleRows(relationshipId),
    ...goalAndTaskRows(goalId, relationshipId),
    dailyPlans: [
      {
        id: randomUUID(),
        date: '2026-02-24',
        intention: 'Finish the draft',
        reflection: 'Done by four; the walk helped.',
        record: { done: ['Finish the draft'], moved: ['Call the bank'], plannedMinutes: 240, blockedMinutes: 300, closedAt: at('2026-02-24T18:00:00Z') },
        createdAt: at('2026-02-24T07:30:00Z'),
        updatedAt: at('2026-02-24T18:00:00Z'),
      },
    ],
    progressReviews: [
      {
        id: randomUUID(),
        weekNumber: 3,
        startDate: '2026-02-16',
        endDate: '2026-02-22',
        aiReport: 'A steady week.',
        achievements: ['Ran 3 times'],
        patterns: ['Better sleep after exercise'],
        recommendations: ['Call Ada'],
        createdAt: at('2026-02-22T19:00:00Z'),
      },
    ],
    chatMessages: [
      { id: randomUUID(), role: 'user', content: 'How was my week?', createdAt: at('2026-02-22T19:01:00Z') },
      { id: randomUUID(), role: 'assistant', content: 'A steady one.', createdAt: at('2026-02-22T19:01:01Z') },
    ],
    insights: [{ id: randomUUID(), kind: 'health', title: 'Sleep and mood', body: 'You slept more on good days.', createdAt: at('2026-02-23T07:00:00Z') }],
    ...overrides,
  };
}
