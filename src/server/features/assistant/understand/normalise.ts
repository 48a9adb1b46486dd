import { mendTypos } from './typos.js';
import { NUMBER_WORDS } from '../../../../shared/number-words.js';

/** What follows a short weekday ("sat", "sun", "mon") when it names a day: a time, a date, a part of the day. */
const DAY_FOLLOWS = String.raw`\s*,?\s+(?:at|from|for|the|\d|half|quarter|morning|afternoon|evening|night|lunch(?:time)?|noon|midday|week|after|between|before)|\s*-\s*\d|\s*,`;

/** Texting shorthand and abbreviations, each read as the words it stands for. */
const SHORTHAND: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|\w)/gi, 'with '],
  // A lone "w" between words is "with" ("dinner w maya"), never a word of its own.
  [/(?<=\w\s+)w(?=\s+[a-z])/gi, 'with'],
  [/\b(?:tmrw|tmr|tmrow|tmrrw|tomoz|2moro)'?s\b/gi, "tomorrow's"],
  [/\b(?:tmrw|tmr|tmrow|tmrrw|tmoz|tomoz|2moro|2morrow|2mrw|tommorow|tomorow|tommorrow|tomorro)\b/gi, 'tomorrow'],
  [/\b(?:tdy|2day)\b/gi, 'today'],
  [/\b(?:tonite|2nite|tonigt)\b/gi, 'tonight'],
  [/\b(?:yday|ystdy|yest|yesterdy)\b/gi, 'yesterday'],
  [/\b(?:pls|plz|plse|pleeease|pleease)\b/gi, 'please'],
  [/\b(?:thx|thnx|ty)\b/gi, 'thanks'],
  [/\b(?:appt|appnt|apt)\b/gi, 'appointment'],
  [/\bmtg\b/gi, 'meeting'],
  [/\bmtgs\b/gi, 'meetings'],
  [/\bconvo\b/gi, 'conversation'],
  [/\bwknd\b/gi, 'weekend'],
  [/\barvo\b/gi, 'afternoon'],
  [/\b(?:a\s+|one\s+)?fortnight\b/gi, '2 weeks'],
  [/\b(?:bday|b-day)\b/gi, 'birthday'],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bb4\b/gi, 'before'],
  [/\bthurs?\b/gi, 'thursday'],
  [/\bthu\b/gi, 'thursday'],
  [/\btues?\b/gi, 'tuesday'],
  [/\bweds?\b(?!\w)/gi, 'wednesday'],
  [new RegExp(String.raw`\bmon\b(?=${DAY_FOLLOWS})`, 'gi'), 'monday'],
  [/\bfri\b/gi, 'friday'],
  // "sat" and "sun" are words too ("I sat with Ana"): a weekday when a time, a date or a day's word is next to it.
  [
    new RegExp(String.raw`(?<=\b(?:on|this|next|til|till|until|by|from|move|shift|push|cancel|delete)\s+)sat\b|\bsat\b(?=${DAY_FOLLOWS}|\s*$)`, 'gi'),
    'saturday',
  ],
  [new RegExp(String.raw`(?<=\b(?:on|this|next|til|till|until|by|from)\s+)sun\b|\bsun\b(?=${DAY_FOLLOWS}|\s*$)`, 'gi'), 'sunday'],
  [/(?<![\w'])'?til\b|\buntill\b/gi, 'till'],
  // "45-min", "2-hour": a length written as one word.
  [/\b(\d+)-(?=(?:mins?|minutes?|hrs?|hours?|h)\b)/gi, '$1 '],
  // A length of hours and minutes ("for 1h15", "1 hr 20 min", "4h30" of screen time) is one length, in minutes.
  [/(?<=\bfor\s+)(\d{1,2})\s*h\s*([0-5]\d)\b(?!\s*(?:am|pm)\b)/gi, (_, h: string, m: string) => `${Number(h) * 60 + Number(m)} minutes`],
  [
    /(?<!\b(?:at|from|to|till|until|by|around|-)\s*)\b([1-5])h([0-5]\d)\b(?!\s*(?:am|pm)\b)/gi,
    (_, h: string, m: string) => `${Number(h) * 60 + Number(m)} minutes`,
  ],
  [/\b(\d{1,2})\s*(?:hours?|hrs?|h)\s*(?:and\s+)?([0-5]?\d)\s*(?:minutes?|mins?|m)\b/gi, (_, h: string, m: string) => `${Number(h) * 60 + Number(m)} minutes`],
  // A 24-hour clock written with "h" ("at 14h", "9h30", "from 18h to 19h30") is a time of day, not a length.
  [/\b([01]?\d|2[0-3])h([0-5]\d)\b/gi, '$1:$2'],
  [/(?<=\b(?:at|from)\s+)([01]?\d|2[0-3])h\b/gi, '$1:00'],
  [/(?<=\b(?:at|from|to|till|until|-)\s*)(1[3-9]|2[0-3])h\b/gi, '$1:00'],
  [/(\d)\s*(?:hrs?|h)\b/gi, '$1 hours'],
  [/(\d)\s*(?:mins?|m)\b/gi, '$1 minutes'],
  [/\bhrs\b/gi, 'hours'],
  [/\bmins\b/gi, 'minutes'],
  // "add an hour to my 3pm", "add 15 minutes to the standup": more of a block, not a new one; a health amount is not.
  [
    /\badd\s+((?:an?|one|two|half\s+an?|\d+(?:\.\d+)?)\s+(?:hours?|minutes?))\s+to\s+((?:my|the|this|that|today's|tomorrow's)\s+(?!(?:exercise|sleep|meditation|screen|steps|water)\b)[^,;.!?]*?)(?=\s*(?:[,;.!?]|\band\b|$))/gi,
    'extend $2 by $1',
  ],
  [/\bfacetime(d)?\b/gi, 'facetime$1'],
  [/\s*@\s*(?=\d)/g, ' at '],
  // "tomorrow eve", "fri pm", "sat am": the part of that day.
  [/(?<=\b(?:this|tomorrow|today|\w+day|mon|tue|wed|thu|fri|sat|sun)\s+)eve\b/gi, 'evening'],
  [/(?<=\b(?:tomorrow|today|\w+day|mon|tue|wed|thu|fri|sat|sun)\s+)am\b(?!\s+i\b)/gi, 'morning'],
  [/(?<=\b(?:tomorrow|today|\w+day|mon|tue|wed|thu|fri|sat|sun)\s+)pm\b/gi, 'afternoon'],
  [/\b(this|the)\s+coming\s+(?=\w+day\b|week)/gi, '$1 '],
];

const LENGTH = String.raw`(?:\d+(?:\.\d+)?\s*(?:hours?|minutes?)|(?:an?|one|two|three|half\s+an?)\s+(?:hours?|minutes?)|an?\s+hour\s+and\s+a\s+half)`;
/** "45 minutes not an hour", "half an hour, not 45 minutes": the length as it was is dropped, the new one kept. */
const OLD_LENGTH = new RegExp(String.raw`\b(${LENGTH})\s*,?\s+(?:and\s+)?not\s+(?:the\s+)?${LENGTH}(?=[\s,.!?]|$)`, 'gi');

const hourOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);
const HOUR_WORD = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

const MINUTE_WORD = String.raw`(\d{1,2}|five|ten|twenty|twenty-five|twenty\s+five)`;
const MINUTE_NUMBERS: Record<string, number> = { five: 5, ten: 10, twenty: 20, 'twenty-five': 25, 'twenty five': 25 };
const minuteOf = (word: string) => (/^\d/.test(word) ? parseInt(word, 10) : (MINUTE_NUMBERS[word.toLowerCase().replace(/\s+/g, ' ')] ?? 0));
const clockOf = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

/** Clock phrases spelled out: "half past two", "quarter to 4", "half 3" (British), "noon", "7 o'clock". */
function clockWords(text: string): string {
  return (
    text
      .replace(new RegExp(String.raw`\bhalf\s+past\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${hourOf(h)}:30`)
      .replace(new RegExp(String.raw`\b(?:a\s+)?quarter\s+past\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${hourOf(h)}:15`)
      // "20 past 3", "ten to four": minutes past or to the hour ("10 to 4" in digits stays a range from 10 to 4).
      .replace(new RegExp(String.raw`\b${MINUTE_WORD}\s+(?:mins?\s+|minutes\s+)?past\s+${HOUR_WORD}\b`, 'gi'), (_, m: string, h: string) =>
        clockOf(hourOf(h), minuteOf(m)),
      )
      .replace(
        new RegExp(String.raw`\b(five|ten|twenty|twenty-five|\d{1,2}\s+(?:mins?|minutes))\s+(?:to|til|till)\s+${HOUR_WORD}\b`, 'gi'),
        (_, m: string, h: string) => clockOf((hourOf(h) + 11) % 12 || 12, 60 - minuteOf(m)),
      )
      .replace(new RegExp(String.raw`\b(?:a\s+)?quarter\s+(?:to|til|till)\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${(hourOf(h) + 11) % 12 || 12}:45`)
      // "half 7" is half past seven (British), never half of anything: "half an hour", "half 2 hours" and "half 7%" stay.
      .replace(
        new RegExp(String.raw`\bhalf\s+${HOUR_WORD}\b(?!\s*(?:hours?|hrs?|mins?|minutes?|%|percent|per\s*cent|of|milestones?|days?|weeks?|[:.]\d))`, 'gi'),
        (_, h: string) => `${hourOf(h)}:30`,
      )
      // "7ish", "about 7-ish": the hour itself.
      .replace(/\b(\d{1,2}(?::\d{2})?(?:\s*[ap]m)?)\s*-?ish\b/gi, '$1')
      .replace(new RegExp(String.raw`\b${HOUR_WORD}\s+o'?\s?clock\b`, 'gi'), (_, h: string) => `${hourOf(h)}`)
      .replace(/\b(?:12\s*)?(?:noon|midday|mid-day)(?:\s*-?ish)?\b/gi, '12pm')
      .replace(/\bmidnight\b/gi, '12am')
  );
}

/**
 * The first step of understanding: the message as plain words. Typographic quotes and dashes become plain ones,
 * arrows "to", emoji are dropped, texting shorthand and spelled-out clock times are read, and a slip in a word the
 * assistant keys on is mended. Case is kept: titles are written as the user wrote them.
 */
export function normalise(raw: string): string {
  let text = raw
    .normalize('NFKC')
    // Requests typed on lines of their own are parts of their own: "add yoga sun 9am\nmove sat yoga to 11".
    .replace(/(?<=[^\s,;:])[.!?]*[ \t]*(?:\r?\n)+\s*(?=\S)/g, '; ')
    // A thumbs-up alone agrees; a tick or a thumbs-up said of something says it is done.
    .replace(/^\s*(?:👍|👌)\s*$/u, 'yes')
    .replace(/\s*(?:✅|✔️?|☑️?|✓|👍|🎉|💪)\s*/gu, ' done ')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s*(?:→|⇒|->|=>|⟶)\s*/g, ' to ')
    .replace(/\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D/gu, ' ')
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
  for (const [pattern, replacement] of SHORTHAND)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  text = clockWords(text).replace(OLD_LENGTH, '$1');
  return mendTypos(text.replace(/\s+/g, ' ').trim());
}

const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/^[\s"'.,!?;:]+|[\s"'.,!?;:]+$/g, '')
    .replace(/\s+/g, ' ');

/**
 * The words of the message as the user typed them that read as `read` once normalised, or `read` when none do: a
 * name given is kept as written ("maya bday dinner", "sync w leo"), not as the shorthand was read.
 */
export function asTyped(raw: string, read: string): string {
  const want = bare(read);
  const words = raw.split(/\s+/).filter(Boolean);
  const size = want.split(' ').length;
  for (let n = Math.max(1, size - 2); n <= Math.min(words.length, size + 2); n++)
    // The last run first: a new name is said after what it renames ("rename the roadmap to Roadmap").
    for (let i = words.length - n; i >= 0; i--) {
      const run = words.slice(i, i + n).join(' ');
      if (bare(normalise(run)) === want) return run.replace(/^["']+|["'.,!?;:]+$/g, '');
    }
  return read;
}
