import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';
import { shiftDate } from '../../../shared/dates.js';
import { completedMilestonesFor, endDateFor, type Timeframe } from '../../../shared/goals.js';
import type { HealthMetricRecord } from '../../../shared/health-metrics.js';
import type { InteractionType } from '../../../shared/schemas/relationships.js';
import type { TimeBlockCategory } from '../../../shared/schemas/time-blocks.js';

/** The sample dataset, laid out around the user's today so the dashboard and every tool have something to show. */

export const SAMPLE_BLOCK_DAYS = [-3, -2, -1, 0, 1, 2, 3];
export const SAMPLE_HEALTH_DAYS = 14;

interface BlockTemplate {
  hour: number;
  titles: string[];
  category: TimeBlockCategory;
  duration: number;
}

const DAY_TEMPLATE: BlockTemplate[] = [
  { hour: 7, titles: ['Morning run', 'Yoga and stretching', 'Cycle to the park'], category: 'break', duration: 1 },
  { hour: 9, titles: ['Deep work: product roadmap', 'Deep work: write the proposal', 'Deep work: code review backlog'], category: 'focus', duration: 3 },
  { hour: 12, titles: ['Lunch with the team', 'Lunch walk', 'Lunch and reading'], category: 'break', duration: 1 },
  { hour: 14, titles: ['Design review', 'Client call', 'One-to-one with Sam'], category: 'meeting', duration: 1 },
  { hour: 15, titles: ['Plan the week ahead', 'Email and admin', 'Study Spanish'], category: 'focus', duration: 2 },
];

export interface SampleBlock {
  date: string;
  hour: number;
  minute: number;
  title: string;
  category: TimeBlockCategory;
  durationMinutes: number;
}

export function sampleBlocks(today: string): SampleBlock[] {
  return SAMPLE_BLOCK_DAYS.flatMap((offset, day) =>
    DAY_TEMPLATE.map((t) => ({
      date: shiftDate(today, offset),
      hour: t.hour,
      minute: 0,
      title: t.titles[day % t.titles.length],
      // Past focus work is shown as done.
      category: offset < 0 && t.category === 'focus' ? 'completed' : t.category,
      durationMinutes: t.duration * 60,
    })),
  );
}

/**
 * A gentle, repeatable wave per metric, nudged a step or two up or down by a fixed scatter per metric and day, as
 * real days are; every value is a multiple of its step and within its range.
 */
function wave(day: number, period: number, low: number, high: number, step: number, salt: number): number {
  const phase = (Math.sin((day * 2 * Math.PI) / period) + 1) / 2;
  const hash = Math.sin(day * 12.9898 + salt * 78.233) * 43_758.5453;
  const scatter = Math.round((hash - Math.floor(hash)) * 4) - 2;
  const value = Math.min(high, Math.max(low, Math.round((low + phase * (high - low)) / step) * step + scatter * step));
  return Number(value.toFixed(6));
}

/** Fourteen days of every metric, except weight, which is left unrecorded two days a week as people do. */
export function sampleHealth(today: string): { date: string; values: HealthMetricRecord }[] {
  return Array.from({ length: SAMPLE_HEALTH_DAYS }, (_, i) => {
    const day = SAMPLE_HEALTH_DAYS - 1 - i;
    return {
      date: shiftDate(today, -day),
      values: {
        sleep: wave(day, 5, 6, 8.5, 0.5, 1),
        water: wave(day, 4, 5, 9, 0.5, 2),
        exercise: wave(day, 3, 20, 60, 5, 3),
        nutrition: wave(day, 6, 70, 95, 5, 4),
        stress: wave(day + 2, 5, 2, 6, 0.5, 5),
        energy: wave(day + 1, 5, 5, 9, 0.5, 6), // follows the previous night's sleep
        mood: wave(day + 1, 4, 6, 9, 0.5, 7),
        weight: day % 7 >= 5 ? null : wave(day, 14, 164, 168, 1, 8),
        steps: wave(day, 3, 6000, 12000, 100, 9),
        heartRate: wave(day, 7, 62, 72, 1, 10),
        meditation: wave(day, 4, 0, 20, 5, 11),
        screenTime: wave(day + 3, 5, 3, 6.5, 0.5, 12),
      },
    };
  });
}

export interface SamplePerson {
  name: string;
  initials: string;
  notes: string;
  /** Their keep-in-touch rhythm in days; null for someone the sample keeps no rhythm with. */
  cadenceDays: number | null;
  /** Days before today of each contact, most recent first; empty when never contacted. */
  contacts: { daysAgo: number; type: InteractionType; notes: string }[];
}

export const SAMPLE_PEOPLE: SamplePerson[] = [
  {
    name: 'Maya Chen',
    initials: 'MC',
    notes: 'Sister. Loves hiking; birthday in spring.',
    cadenceDays: 14,
    contacts: [
      { daysAgo: 2, type: 'call', notes: 'Planned the summer trip' },
      { daysAgo: 12, type: 'meeting', notes: 'Dinner' },
    ],
  },
  {
    name: 'Jordan Ellis',
    initials: 'JE',
    notes: 'Best friend from university.',
    cadenceDays: 14,
    contacts: [
      { daysAgo: 19, type: 'message', notes: 'Shared a podcast' },
      { daysAgo: 40, type: 'meeting', notes: 'Coffee' },
    ],
  },
  {
    name: 'Priya Natarajan',
    initials: 'PN',
    notes: 'Mentor. Monthly check-ins about career moves.',
    cadenceDays: 30,
    contacts: [{ daysAgo: 33, type: 'meeting', notes: 'Career chat' }],
  },
  {
    name: 'Luis Ortega',
    initials: 'LO',
    notes: 'Running partner on Saturdays.',
    cadenceDays: 7,
    contacts: [
      { daysAgo: 5, type: 'meeting', notes: 'Long run' },
      { daysAgo: 12, type: 'meeting', notes: 'Tempo run' },
      { daysAgo: 19, type: 'message', notes: 'Race sign-up' },
    ],
  },
  {
    name: 'Grandma Rose',
    initials: 'GR',
    notes: 'Call on Sundays; likes news about the garden.',
    cadenceDays: 7,
    contacts: [{ daysAgo: 9, type: 'call', notes: 'Talked about the tomatoes' }],
  },
  { name: 'Sam Okafor', initials: 'SO', notes: 'Team lead at work.', cadenceDays: null, contacts: [{ daysAgo: 1, type: 'meeting', notes: 'One-to-one' }] },
  {
    name: 'Elena Petrova',
    initials: 'EP',
    notes: 'Neighbour; book club organiser.',
    cadenceDays: 30,
    contacts: [{ daysAgo: 26, type: 'meeting', notes: 'Book club' }],
  },
  { name: 'Theo Laurent', initials: 'TL', notes: 'Old colleague, moved to Lyon.', cadenceDays: 91, contacts: [] },
  {
    name: 'Aisha Rahman',
    initials: 'AR',
    notes: 'Cousin; new baby in the family.',
    cadenceDays: 14,
    contacts: [{ daysAgo: 15, type: 'message', notes: 'Sent a gift' }],
  },
  { name: 'Ben Carter', initials: 'BC', notes: 'Met at the climbing gym; wants to start a project together.', cadenceDays: null, contacts: [] },
];

export interface SampleGoal {
  title: string;
  /** Its twelve milestones by name, one a week from the start; those before its progress are ticked. */
  milestones?: string[];
  category: string;
  timeframe: Timeframe;
  description: string;
  startedDaysAgo: number;
  progress: number;
}

export const SAMPLE_GOALS: SampleGoal[] = [
  {
    title: 'Run a half marathon',
    category: 'Health',
    timeframe: '12 weeks',
    description: 'Three runs a week, one long run on Saturdays.',
    milestones: [
      'Buy running shoes',
      'Run 5 km without stopping',
      'Join the Saturday club',
      'Long run: 8 km',
      'Run a 5 km race',
      'Long run: 10 km',
      'Long run: 12 km',
      'Run a 10 km race',
      'Long run: 14 km',
      'Long run: 16 km',
      'Taper week',
      'Race day',
    ],
    startedDaysAgo: 50,
    progress: 67,
  },
  {
    title: 'Read 12 books',
    category: 'Learning',
    timeframe: '12 months',
    description: 'One book a month, fiction and non-fiction in turn.',
    startedDaysAgo: 95,
    progress: 25,
  },
  {
    title: 'Launch the portfolio site',
    category: 'Career',
    timeframe: '12 weeks',
    description: 'Six case studies, a blog and a contact page.',
    startedDaysAgo: 30,
    progress: 42,
  },
  {
    title: 'Save a three-month emergency fund',
    category: 'Finance',
    timeframe: '12 months',
    description: 'A fixed transfer on every payday.',
    startedDaysAgo: 20,
    progress: 9,
  },
];

export function sampleGoalRows(today: string) {
  return SAMPLE_GOALS.map((g) => {
    const startDate = shiftDate(today, -g.startedDaysAgo);
    return {
      title: g.title,
      category: g.category,
      timeframe: g.timeframe,
      description: g.description,
      startDate,
      endDate: endDateFor(startDate, g.timeframe),
      totalMilestones: MILESTONES_PER_GOAL,
      completedMilestones: completedMilestonesFor(g.progress),
      progress: g.progress,
      milestones: (g.milestones ?? []).map((title, i) => {
        const dueDate = shiftDate(startDate, 7 * (i + 1));
        return { index: i + 1, title, dueDate, doneAt: i < completedMilestonesFor(g.progress) ? `${dueDate}T18:00:00.000Z` : null };
      }),
    };
  });
}

export interface SampleTask {
  title: string;
  /** Days from today it is due; undefined: the inbox. */
  dueIn?: number;
  estimateMinutes?: number;
  priority?: 'high' | 'low';
  rrule?: string;
  labels?: string[];
  /** Picked for today's plan in the morning ritual. */
  picked?: boolean;
  /** The sample goal (by title) it works towards, and the milestone it ticks. */
  goal?: { title: string; milestoneIndex?: number };
  /** The sample person (by name) it is for. */
  person?: string;
}

/** Today's intention in the sample's daily plan, about the task picked for today. */
export const SAMPLE_INTENTION = 'Draft the first case study and keep the evening free';

/** Tasks of every kind today's plan and Plan my day read: overdue, due today, repeating, picked, linked, and the inbox. */
export const SAMPLE_TASKS: SampleTask[] = [
  { title: 'Renew the car insurance', dueIn: -2, estimateMinutes: 30, priority: 'high' },
  { title: 'Book the dentist', dueIn: 0, estimateMinutes: 15 },
  { title: 'Water the plants', dueIn: 0, estimateMinutes: 10, rrule: 'FREQ=WEEKLY', labels: ['home'] },
  { title: 'Write the first case study', estimateMinutes: 150, picked: true, goal: { title: 'Launch the portfolio site' } },
  { title: 'Long run: 14 km', dueIn: 2, estimateMinutes: 90, goal: { title: 'Run a half marathon', milestoneIndex: 9 } },
  { title: 'Call Grandma Rose about the garden', dueIn: 1, estimateMinutes: 20, person: 'Grandma Rose' },
  { title: 'Fix the squeaky door', estimateMinutes: 30, priority: 'low', labels: ['home'] },
  { title: 'Choose the next book', goal: { title: 'Read 12 books' } },
];
