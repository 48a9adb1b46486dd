import { shiftDate, weekStartOf } from '../../../../../shared/dates.js';
import { TITLE_MAX_LENGTH } from '../../../../../shared/schemas/time-blocks.js';
import { CUES } from '../cues.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { BlockDraft, Intent } from '../intents.js';
import { meets, type Span } from '../text.js';
import { looksLikeWhen } from '../typos.js';
import { categoryOf } from '../vocabulary.js';
import { PART_OF_DAY_HOUR, firstRepeat } from '../when.js';

const TAIL =
  /\b(?:to|in|on|into|onto)\s+(?:my|the)\s+(?:calendar|schedule|diary|planner|plan|agenda)\b|\b(?:for\s+me|please|pls|thanks|thank\s+you|in\s+there|instead)\b/gi;
/** ", it's at 5 and lasts 30 minutes": what is said of the new block after it is named is no part of its title. */
const SAID_OF_IT = /(?:\s*[,;-]\s*|\s+)(?:and\s+)?(?:it|that)(?:'s|\s+is|\s+will\s+be|\s+starts?|\s+lasts?|\s+runs?|\s+goes|\s+needs|\s+takes)\b.*$/i;

const telling = (text: string) =>
  /[a-z]{3,}/i.test(text.replace(/\b(?:a|an|the|my|some|block|slot|session|time|hours?|minutes?|while|bit|it|me|please|pls|thanks)\b/gi, ''));

/** The words left once the days, times and lengths read are taken out (and any other parts given), in order. */
export function leftover(r: Reading, also: Span[] = []): string {
  const out = [...r.text];
  for (const span of [...r.when.taken, ...also]) for (let i = span.from; i < span.to && i < out.length; i++) out[i] = ' ';
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** What is left of a request once its times, verbs and fillers are taken out: the block's title. */
export function titleOf(r: Reading, rest: string): string {
  const quoted = r.cues.group('quoted');
  if (quoted) return quoted.trim();
  const named = /\b(?:called|named|titled)\s+(.+)$/i.exec(rest);
  const said = (named ? named[1] : rest).replace(CUES.polite, '');
  // "plan the week", "organise the weekend": planning a span is the block itself, so its verb stays in the title.
  const lead = CUES['add-lead'].exec(said);
  const planning = lead && /^(?:the|my|this|next|our)\s+(?:week|weekend|month)\b/i.test(said.slice(lead[0].length));
  let title = (planning ? said : said.replace(CUES['add-lead'], '')).replace(TAIL, ' ').replace(SAID_OF_IT, '').replace(/\s+/g, ' ').trim();
  // "block 2 to 4 for errands": the words after "for" are the title when nothing before it says what.
  const split = /^(.*?)\s*\bfor\s+(?!\d)(.+)$/i.exec(title);
  if (split && telling(split[2]) && !telling(split[1])) title = split[2];
  title = title
    .replace(/^\s*(?:me\s+)?(?:an?|some|the|my)\s+/i, '')
    .replace(/\b(?:block|session|slot)\b(?!\s+\w)/gi, '')
    .replace(/^\s*(?:time\s+(?:for|to)\s+)/i, '')
    .replace(/^\s*(?:of|to|for|in)\s+/i, '')
    .replace(/(?<!\d):|:(?!\d)|[.!?,;]+/g, ' ')
    .replace(/\s+(?:in\s+for|in|at|on|from|to|for|the|and|of|starting|start|until|till|by|with)\s*$/i, '')
    .replace(/\s+(?:in|at|on|from|to|for|the|and|of|starting|until|till)\s*$/i, '')
    .replace(/^\s*(?:an?|the|my)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(?:it|out|off|time|something|anything|a\s+thing|stuff|block|one|thing)$/i.test(title) || !/[a-z0-9]/i.test(title)) return '';
  return title.slice(0, TITLE_MAX_LENGTH);
}

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * A new block: an adding verb, or no verb at all with a day or time and something to call it ("dinner w/ Ana thu
 * 7-9pm", "swim sat 8-9am"). What the words leave open (the time, the title) is asked about, never guessed.
 */
export function blockAdd(r: Reading, options: UnderstandOptions): Intent | null {
  const adding = r.verbs.senses.has('add') || r.cues.has('polite');
  const repeat = r.repeat;
  // The days of a repeat ("every thursday") are when it repeats, not the day it is on.
  const date = repeat ? r.when.dates.find((d) => !meets(d.span, repeat.span))?.value : r.when.date;
  const { when } = r;
  const timed = when.start || when.partOfDay || date || repeat;
  if (!adding && !timed) return null;
  if (r.question && !r.cues.has('polite')) return null;
  const title = cap(titleOf(r, leftover(r, repeat ? [repeat.span] : [])));
  const draft: BlockDraft = {
    title,
    category: categoryOf(title || r.text),
    date: repeat
      ? firstRepeat(repeat.days, r.cues.has('starting-next-week') ? shiftDate(weekStartOf(options.today), 7) : (date ?? options.today))
      : (date ?? options.today),
  };
  if (repeat) draft.rrule = repeat.rrule;
  if (when.start) {
    draft.start = { ...when.start };
    if (!r.cues.has('am-pm') && draft.start.hour >= 7 && draft.start.hour <= 11 && CUES['evening-things'].test(title)) {
      draft.start.hour += 12;
      if (when.end && when.end.hour < 12) draft.end = { hour: when.end.hour + 12, minute: when.end.minute };
    }
  }
  if (when.end && !draft.end) draft.end = when.end;
  if (when.minutes !== undefined) draft.minutes = when.minutes;
  if (when.partOfDay && !when.start) draft.partOfDay = when.partOfDay;
  if (!title) return { intent: 'clarify', question: 'What should I call the block?' };
  // A word of the title that reads like a day, a time or a length ("thrus", "90 mns", "day after") may be one the
  // reading missed: the block is shown first, never added on a guess.
  const unread = title.split(/\s+/).filter(looksLikeWhen);
  if (!draft.start && !draft.partOfDay) {
    return {
      intent: 'clarify',
      question: `What time should "${title}" start${date || repeat ? '' : ', and on which day'}?`,
      proposal: { intent: 'add-block', ...draft },
    };
  }
  // "in the morning" said once the morning has begun is tomorrow's, as people mean it ("this morning" is today's).
  if (!date && !repeat && draft.partOfDay === 'morning' && !r.cues.has('this-morning') && (options.nowMinutes ?? 0) >= PART_OF_DAY_HOUR.morning * 60)
    draft.date = shiftDate(options.today, 1);
  const startMinutes = draft.start ? draft.start.hour * 60 + draft.start.minute : undefined;
  if (!date && !repeat && startMinutes !== undefined && options.nowMinutes !== undefined && startMinutes < options.nowMinutes) {
    const proposal = { intent: 'add-block' as const, ...draft, date: shiftDate(options.today, 1) };
    return { intent: 'clarify', question: 'That time has passed today.', proposal };
  }
  if (unread.length)
    return {
      intent: 'clarify',
      question: `I'm not sure "${unread.join(' ')}" belongs in the title: it reads like a day, a time or a length.`,
      proposal: { intent: 'add-block', ...draft },
    };
  return { intent: 'add-block', ...draft, consumed: [{ from: 0, to: r.text.length }] };
}
