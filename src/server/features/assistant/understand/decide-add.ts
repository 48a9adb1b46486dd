import { shiftDate, weekStartOf } from '../../../../shared/dates.js';
import { TITLE_MAX_LENGTH } from '../../../../shared/schemas/time-blocks.js';
import type { Entities, UnderstandOptions } from './entities.js';
import { POLITE } from './entities.js';
import type { BlockDraft, Intent } from './intents.js';
import { categoryOf } from './vocabulary.js';
import { PART_OF_DAY_HOUR, firstRepeat, readWhen, type Repeat } from './when.js';

const ADD_LEAD =
  /^(?:(?:please|pls|hey|hi|ok|okay|so|and|also|oh|um+)\s*,?\s+)*(?:add(?:ing)?|schedul(?:e|ing)|book(?:ing)?(?!\s+(?:club|group|launch|fair|signing|swap|sale|shop|store)\b)(?:\s+in)?|putting(?:\s+in)?|block(?:\s+out|\s+off)?|put(?:\s+in)?|plan|create|make|reserve|set\s+up|set\s+aside|pencil\s+in|slot\s+in|squeeze\s+in|fit\s+in|pop(?:\s+in)?|stick(?:\s+in)?|throw\s+in|arrange|organi[sz]e|hold|save|i\s+need|i\s+want|i'?d\s+(?:like|love)(?:\s+to\s+(?:do|have|go|get))?|let'?s(?:\s+do|\s+have)?|give\s+me|allocate|carve\s+out|get)\b\s*/i;

const TAIL =
  /\b(?:to|in|on|into|onto)\s+(?:my|the)\s+(?:calendar|schedule|diary|planner|plan|agenda)\b|\b(?:for\s+me|please|pls|thanks|thank\s+you|in\s+there)\b/gi;
/** ", it's at 5 and lasts 30 minutes": what is said of the new block after it is named is no part of its title. */
const SAID_OF_IT = /(?:\s*[,;-]\s*|\s+)(?:and\s+)?(?:it|that)(?:'s|\s+is|\s+will\s+be|\s+starts?|\s+lasts?|\s+runs?|\s+goes|\s+needs|\s+takes)\b.*$/i;
const EVENING_THINGS = /\b(?:dinner|drinks?|party|date|bar|pub|concert|movie|film|cinema|theatre|theater|gig|supper|pint|show|game\s+night|karaoke)\b/i;

const telling = (text: string) =>
  /[a-z]{3,}/i.test(text.replace(/\b(?:a|an|the|my|some|block|slot|session|time|hours?|minutes?|while|bit|it|me|please|pls|thanks)\b/gi, ''));

/** What is left of a request once its times, verbs and fillers are taken out: the block's title. */
export function titleOf(text: string, rest: string): string {
  const quoted = /["']([^"']{2,})["']/.exec(text);
  if (quoted) return quoted[1].trim();
  const named = /\b(?:called|named|titled)\s+(.+)$/i.exec(rest);
  const said = (named ? named[1] : rest).replace(POLITE, '');
  // "plan the week", "organise the weekend": planning a span is the block itself, so its verb stays in the title.
  const lead = ADD_LEAD.exec(said);
  const planning = lead && /^(?:the|my|this|next|our)\s+(?:week|weekend|month)\b/i.test(said.slice(lead[0].length));
  let title = (planning ? said : said.replace(ADD_LEAD, '')).replace(TAIL, ' ').replace(SAID_OF_IT, '').replace(/\s+/g, ' ').trim();
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

/** A repeating block starts on its first day on or after the day said ("starting next week" is from that Monday), or today. */
function repeatStart(repeat: Repeat, text: string, said: string | undefined, today: string): string {
  const nextWeek = /\b(?:starting|from|beginning|as\s+of)\s+next\s+week\b/i.test(text);
  return firstRepeat(repeat.days, nextWeek ? shiftDate(weekStartOf(today), 7) : (said ?? today));
}

const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * A new block: an adding verb, or no verb at all with a day or time and something to call it ("dinner w/ Ana thu
 * 7-9pm", "swim sat 8-9am"). What the words leave open (the time, the title) is asked about, never guessed.
 */
export function blockAdd(e: Entities, options: UnderstandOptions): Intent | null {
  const adding = e.verbs.senses.has('add') || POLITE.test(e.text);
  const repeat = e.repeat;
  const source = repeat ? repeat.rest : e.text;
  const when = repeat ? readWhen(source, options.today, { locale: options.locale }) : e.when;
  const timed = when.start || when.partOfDay || when.date || repeat;
  if (!adding && !timed) return null;
  if (e.question && !POLITE.test(e.text)) return null;
  const title = cap(titleOf(e.text, when.rest));
  const draft: BlockDraft = {
    title,
    category: categoryOf(title || e.text),
    date: repeat ? repeatStart(repeat, e.text, when.date, options.today) : (when.date ?? options.today),
  };
  if (repeat) draft.rrule = repeat.rrule;
  if (when.start) {
    draft.start = { ...when.start };
    if (!/\b(?:am|pm)\b|\d(?:am|pm)/i.test(e.text) && draft.start.hour >= 7 && draft.start.hour <= 11 && EVENING_THINGS.test(title)) {
      draft.start.hour += 12;
      if (when.end && when.end.hour < 12) draft.end = { hour: when.end.hour + 12, minute: when.end.minute };
    }
  }
  if (when.end && !draft.end) draft.end = when.end;
  if (when.minutes !== undefined) draft.minutes = when.minutes;
  if (when.partOfDay && !when.start) draft.partOfDay = when.partOfDay;
  if (!title) return { intent: 'clarify', question: 'What should I call the block?' };
  if (!draft.start && !draft.partOfDay) {
    return {
      intent: 'clarify',
      question: `What time should "${title}" start${when.date || repeat ? '' : ', and on which day'}?`,
      proposal: { intent: 'add-block', ...draft },
    };
  }
  // "in the morning" said once the morning has begun is tomorrow's, as people mean it ("this morning" is today's).
  if (
    !when.date &&
    !repeat &&
    draft.partOfDay === 'morning' &&
    !/\bthis\s+morning\b/i.test(e.text) &&
    (options.nowMinutes ?? 0) >= PART_OF_DAY_HOUR.morning * 60
  )
    draft.date = shiftDate(options.today, 1);
  const startMinutes = draft.start ? draft.start.hour * 60 + draft.start.minute : undefined;
  if (!when.date && !repeat && startMinutes !== undefined && options.nowMinutes !== undefined && startMinutes < options.nowMinutes) {
    const proposal = { intent: 'add-block' as const, ...draft, date: shiftDate(options.today, 1) };
    return { intent: 'clarify', question: 'That time has passed today.', proposal };
  }
  return { intent: 'add-block', ...draft };
}
