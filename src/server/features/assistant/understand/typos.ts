import { KNOWN_VERBS } from './verbs.js';
import { COMMON_WORDS } from './words.js';

/** The words the parser keys on; a word one slip away from one of these (and no word itself) is read as it. */
const KEYWORDS = [
  'block',
  'blocks',
  'schedule',
  'tomorrow',
  'today',
  'tonight',
  'yesterday',
  'meeting',
  'called',
  'texted',
  'messaged',
  'emailed',
  'phoned',
  'sleep',
  'slept',
  'water',
  'exercise',
  'nutrition',
  'stress',
  'energy',
  'mood',
  'weight',
  'steps',
  'heart',
  'meditation',
  'screen',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'morning',
  'afternoon',
  'evening',
  'health',
  'score',
  'goals',
  'goal',
  'delete',
  'remove',
  'move',
  'cancel',
  'undo',
  'average',
  'dozenal',
  'focus',
  'lunch',
  'dinner',
  'coffee',
  'minutes',
  'hours',
];
const KNOWN = new Set([
  ...KEYWORDS,
  'slip',
  'blog',
  'step',
  'sleek',
  'stop',
  'more',
  'mode',
  'hour',
  'heat',
  'hear',
  'score',
  'store',
  'goat',
  'gold',
  'stores',
  'water',
  'later',
  'meting',
  'mover',
  'moved',
  'steep',
  'sheep',
  'slap',
  'slop',
  'sweep',
  'blacks',
  'healthy',
  'scores',
  'moody',
  'goals',
  'stressed',
  'hearts',
]);
const ALIASES: Record<string, string> = {
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  tdy: 'today',
  tonite: 'tonight',
  mins: 'minutes',
  hrs: 'hours',
  wk: 'week',
  pls: 'please',
  thx: 'thanks',
  mtg: 'meeting',
};

/** Optimal string alignment distance: an insertion, deletion, substitution or swap of neighbours each count one. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The words of days, times and lengths, as a reader would take a slip of one ("thrus", "mns") for them. */
const WHEN_WORDS = [
  ...'mon tue tues wed weds thu thur thurs fri sat sun'.split(' '),
  ...'min mins minute minutes hr hrs hour hours'.split(' '),
  ...'today tonight tomorrow yesterday day days week weekend after before next noon midnight am pm'.split(' '),
];

/** Whether a word left in a title is, or is one slip from, a word of a day, a time or a length. */
export function looksLikeWhen(word: string): boolean {
  const w = word.toLowerCase();
  if (/\d/.test(w)) return true;
  if (w.length < 3 || (COMMON_WORDS.has(w) && !WHEN_WORDS.includes(w))) return false;
  return WHEN_WORDS.some((k) => k === w || (k.length >= 4 && Math.abs(k.length - w.length) <= 1 && distance(w, k) === 1));
}

/**
 * Mends common shorthand and one-letter slips in the words the parser relies on; other words, and capitalised ones
 * (likely names: "Steph" is not "steps"), are left alone.
 */
export function mendTypos(text: string): string {
  return text.replace(/[A-Za-z0-9]+/g, (word) => {
    const w = word.toLowerCase();
    if (ALIASES[w]) return ALIASES[w];
    if (w.length < 4 || KNOWN.has(w) || KNOWN_VERBS.has(w) || COMMON_WORDS.has(w) || /^[A-Z][a-z]/.test(word) || /\d/.test(w)) return word;
    const hit = KEYWORDS.find((k) => Math.abs(k.length - w.length) <= 1 && distance(w, k) === 1);
    return hit ?? word;
  });
}
