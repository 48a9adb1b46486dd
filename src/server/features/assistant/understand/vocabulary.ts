import type { HealthMetricKey } from '../../../../shared/health-metrics.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';

/** Words that name each health metric, tried in this order ("heart rate" before "rate", "screen time" before "time"). */
export const METRIC_WORDS: [HealthMetricKey, RegExp][] = [
  ['heartRate', /\b(heart\s*rate|pulse|bpm|resting\s+heart)\b/i],
  ['screenTime', /\b(screen\s*time|screens?|phone\s+time|on\s+my\s+phone)\b/i],
  ['sleep', /\b(sleep|slept|sleeping|kip|(?:best|worst|longest|shortest|good|bad|late|short|shorter|long|longer|early|rough|restless)\s+nights?)\b/i],
  ['water', /\b(water|drink|drank|hydrat\w*|cups?)\b/i],
  ['exercise', /\b(exercis\w*|work(?:ed)?\s*out|workouts?|training|trained|active\s+minutes)\b/i],
  ['nutrition', /\b(nutrition|diet|eat(?:ing)?|ate|food)\b/i],
  ['stress', /\b(stress(?:ed|ful)?|anxious|anxiety)\b/i],
  ['energy', /\b(energy|energetic|tired|fatigue)\b/i],
  ['mood', /\b(mood|happy|happiness|feel(?:ing)?|felt)\b/i],
  ['weight', /\b(weight|weigh(?:ed)?|kilos?|pounds|lbs|kg)\b/i],
  ['steps', /\b(steps?|walk(?:ed|ing)?\s+(?:the\s+)?(?:much|most|least|more|less|furthest|farthest)|step\s+count)\b/i],
  ['meditation', /\b(meditat\w*|mindful\w*)\b/i],
];

export function metricIn(text: string): HealthMetricKey | undefined {
  return METRIC_WORDS.find(([, re]) => re.test(text))?.[0];
}

/** Every metric the words name, in the order they are said. */
export function metricsIn(text: string): { metric: HealthMetricKey; at: number }[] {
  return METRIC_WORDS.flatMap(([metric, re]) => {
    const m = re.exec(text);
    return m ? [{ metric, at: m.index }] : [];
  }).sort((a, b) => a.at - b.at);
}

/** The interaction a verb describes: called, rang, phoned → call; texted, messaged, emailed, wrote → message; met, saw → meeting. */
export const INTERACTION_VERBS: [InteractionType, RegExp][] = [
  [
    'call',
    /\b(?:called|call(?:ing)?|rang|rung|ring|phoned|phone(?:d)?|facetimed|video\s*called|skyped|spoke\s+(?:to|with)|talked\s+(?:to|with)|chatted\s+(?:to|with)|had\s+a\s+(?:phone\s+)?call\s+with)\b/i,
  ],
  [
    'message',
    /\b(?:texted|text(?:ing)?|messaged|message|msged|msg|emailed|email|e-mailed|wrote\s+(?:to)?|dm'?d|whatsapped|whatsapp'?d|sent\s+(?:a\s+)?(?:text|message|email|note)\s+to)\b/i,
  ],
  [
    'meeting',
    /\b(?:met(?:\s+up)?(?:\s+with)?|meet(?:ing)?|saw|seen|visited|caught\s+up\s+with|hung\s+out\s+with|had\s+(?:a\s+)?(?:coffee|lunch|dinner|breakfast|drinks?|brunch|tea|a\s+drink|a\s+meal|a\s+walk)\s+with|went\s+(?:out|for\s+\w+)\s+with)\b/i,
  ],
];

/** The category a block's words suggest; focus when none does. */
export function categoryOf(text: string): TimeBlockCategory {
  if (
    /\b(meeting|meet|call|standup|stand-up|sync|1:1|one[- ]on[- ]one|interview|catch-?up|review|demo|retro|retrospective|workshop|presentation|huddle|check-?in|planning\s+session|kick-?off|webinar|conference)\b|(?:^|\s)1:1(?:\s|$)/i.test(
      text,
    )
  )
    return 'meeting';
  if (/\b(break|lunch|breakfast|dinner|coffee|walk|rest|nap|gym|workout|run|exercise|yoga|errands?)\b/i.test(text)) return 'break';
  if (/\b(done|completed|finished)\b/i.test(text)) return 'completed';
  return 'focus';
}
