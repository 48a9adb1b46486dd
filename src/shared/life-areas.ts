import { formatCount, formatPercent } from './dozenal.js';
import type { Formatter } from './format.js';

/** The twelve life areas of the dashboard (docs/product.md, Dashboard). */
export const LIFE_AREAS = [
  {
    key: 'time',
    name: 'Time',
    description: 'Your day in blocks of focus, meetings and breaks.',
    href: '/time-blocking',
    goalCategories: ['time', 'productivity', 'focus'],
  },
  {
    key: 'health',
    name: 'Health',
    description: 'Twelve daily metrics against their targets.',
    href: '/health-tracker',
    goalCategories: ['health', 'fitness', 'exercise', 'nutrition', 'wellness', 'wellbeing'],
  },
  {
    key: 'relationships',
    name: 'Relationships',
    description: 'The key people in your life and when you last spoke.',
    href: '/relationships',
    goalCategories: ['relationships', 'relationship', 'family', 'friends', 'friendship', 'social', 'love'],
  },
  { key: 'goals', name: 'Goals', description: 'Goals of twelve milestones and how far along they are.', href: '/goals', goalCategories: [] },
  {
    key: 'career',
    name: 'Career',
    description: 'Work, craft and professional growth.',
    href: null,
    goalCategories: ['career', 'work', 'job', 'business', 'professional'],
  },
  {
    key: 'learning',
    name: 'Learning',
    description: 'Books, courses and new skills.',
    href: null,
    goalCategories: ['learning', 'education', 'study', 'reading', 'skills', 'language'],
  },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Saving, spending and financial security.',
    href: null,
    goalCategories: ['finance', 'financial', 'money', 'savings', 'saving', 'budget', 'investing'],
  },
  {
    key: 'home',
    name: 'Home',
    description: 'Your space, household and surroundings.',
    href: null,
    goalCategories: ['home', 'house', 'household', 'garden', 'environment'],
  },
  {
    key: 'creativity',
    name: 'Creativity',
    description: 'Making things: art, music, writing, play.',
    href: null,
    goalCategories: ['creativity', 'creative', 'art', 'music', 'writing', 'hobby', 'hobbies'],
  },
  { key: 'rest', name: 'Rest', description: 'Sleep, recovery and time off.', href: null, goalCategories: ['rest', 'sleep', 'recovery', 'leisure', 'travel'] },
  {
    key: 'community',
    name: 'Community',
    description: 'Neighbours, volunteering and giving back.',
    href: null,
    goalCategories: ['community', 'volunteering', 'volunteer', 'charity', 'giving'],
  },
  {
    key: 'purpose',
    name: 'Purpose',
    description: 'Meaning, values and reflection.',
    href: null,
    goalCategories: ['purpose', 'spirituality', 'spiritual', 'mindfulness', 'meaning', 'personal', 'personal growth'],
  },
] as const;

export type LifeArea = (typeof LIFE_AREAS)[number];
export type LifeAreaKey = LifeArea['key'];
export const LIFE_AREA_KEYS = LIFE_AREAS.map((a) => a.key) as [LifeAreaKey, ...LifeAreaKey[]];

/** The life area a goal belongs to, matched on its free-text category (case and spacing ignored); null when none fits. */
export function lifeAreaForCategory(category: string): LifeAreaKey | null {
  const normalized = category.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normalized === '') return null;
  const area = LIFE_AREAS.find((a) => a.key === normalized || (a.goalCategories as readonly string[]).includes(normalized));
  return area ? area.key : null;
}

/**
 * What a life-area card shows: a number with its meaning, and a 0–100 bar where a share applies.
 * `unit` says how to print the value, always in the user's number base: 'count' (a whole number), 'percent' as a
 * percentage, 'amount' (a measurement that may have a fraction). The label's own figures are written by the server.
 */
export interface LifeAreaSignal {
  value: number;
  unit: 'count' | 'percent' | 'amount';
  label: string;
  progress: number | null;
}

export interface LifeAreaInputs {
  hoursBlocked: number;
  blocksToday: number;
  healthScore: number | null;
  /** How many of the twelve metrics the health score covers. */
  healthMetricsRecorded: number;
  sleepHours: number | null;
  peopleDue: number;
  peopleTotal: number;
  /** Active goals only (progress below 100). */
  activeGoals: { category: string; progress: number }[];
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const mean = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) / values.length);

/** How the figures inside a label are written: the user's formatter (decimal when none is given). */
export type LabelFormat = Pick<Formatter, 'count' | 'percent'>;
const DECIMAL_LABELS: LabelFormat = { count: (n) => formatCount(n), percent: (n) => formatPercent(n) };

function goalSignal(goals: { progress: number }[], fmt: LabelFormat): LifeAreaSignal | null {
  if (goals.length === 0) return null;
  const avg = mean(goals.map((g) => g.progress));
  return { value: goals.length, unit: 'count', label: `active ${plural(goals.length, 'goal', 'goals')}, ${fmt.percent(avg)} average progress`, progress: avg };
}

/** The live signal of every life area, in LIFE_AREAS order; null where the user has no data for that area. */
export function lifeAreaSignals(inputs: LifeAreaInputs, fmt: LabelFormat = DECIMAL_LABELS): { key: LifeAreaKey; signal: LifeAreaSignal | null }[] {
  const goalsByArea = new Map<LifeAreaKey, { progress: number }[]>();
  for (const goal of inputs.activeGoals) {
    const key = lifeAreaForCategory(goal.category);
    if (key) goalsByArea.set(key, [...(goalsByArea.get(key) ?? []), goal]);
  }

  return LIFE_AREAS.map(({ key }) => {
    const areaGoals = goalsByArea.get(key) ?? [];
    let signal: LifeAreaSignal | null = null;
    switch (key) {
      case 'time':
        if (inputs.blocksToday > 0) {
          signal = { value: inputs.hoursBlocked, unit: 'amount', label: `${plural(inputs.hoursBlocked, 'hour', 'hours')} blocked today`, progress: null };
        }
        break;
      case 'health':
        if (inputs.healthScore !== null) {
          // A count against the twelve metrics stays decimal, as "12" beside it does (decision 0009).
          const label = `of today's health targets (${formatCount(inputs.healthMetricsRecorded)} of 12 metrics recorded)`;
          signal = { value: inputs.healthScore, unit: 'percent', label, progress: inputs.healthScore };
        }
        break;
      case 'relationships':
        if (inputs.peopleTotal > 0) {
          signal = {
            value: inputs.peopleDue,
            unit: 'count',
            label: `of ${fmt.count(inputs.peopleTotal)} ${plural(inputs.peopleTotal, 'person', 'people')} due for contact`,
            progress: null,
          };
        }
        break;
      case 'goals':
        signal = goalSignal(inputs.activeGoals, fmt);
        break;
      case 'rest':
        signal =
          inputs.sleepHours !== null
            ? { value: inputs.sleepHours, unit: 'amount', label: `${plural(inputs.sleepHours, 'hour', 'hours')} of sleep recorded today`, progress: null }
            : goalSignal(areaGoals, fmt);
        break;
      default:
        signal = goalSignal(areaGoals, fmt);
    }
    return { key, signal };
  });
}
