import { mendTypos } from './typos.js';
import { NUMBER_WORDS } from '../../../../shared/number-words.js';

/** Texting shorthand and abbreviations, each read as the words it stands for. */
const SHORTHAND: [RegExp, string][] = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|\w)/gi, 'with '],
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
  [/\bmon\b(?=\s+(?:at|\d|morning|afternoon|evening|night))/gi, 'monday'],
  [/\bfri\b/gi, 'friday'],
  [/\bsat\b(?=\s+(?:at|\d|morning|afternoon|evening|night)|\s*$)/gi, 'saturday'],
  [/\bsun\b(?=\s+(?:at|\d|morning|afternoon|evening|night)|\s*$)/gi, 'sunday'],
  [/(\d)\s*(?:hrs?|h)\b/gi, '$1 hours'],
  [/(\d)\s*(?:mins?|m)\b/gi, '$1 minutes'],
  [/\bhrs\b/gi, 'hours'],
  [/\bmins\b/gi, 'minutes'],
  [/\bfacetime(d)?\b/gi, 'facetime$1'],
];

const hourOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);
const HOUR_WORD = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

/** Clock phrases spelled out: "half past two", "quarter to 4", "half 3" (British), "noon", "7 o'clock". */
function clockWords(text: string): string {
  return text
    .replace(new RegExp(String.raw`\bhalf\s+past\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${hourOf(h)}:30`)
    .replace(new RegExp(String.raw`\b(?:a\s+)?quarter\s+past\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${hourOf(h)}:15`)
    .replace(new RegExp(String.raw`\b(?:a\s+)?quarter\s+(?:to|til|till)\s+${HOUR_WORD}\b`, 'gi'), (_, h: string) => `${(hourOf(h) + 11) % 12 || 12}:45`)
    .replace(new RegExp(String.raw`\b(at|from|until|till|to)\s+half\s+${HOUR_WORD}\b`, 'gi'), (_, at: string, h: string) => `${at} ${hourOf(h)}:30`)
    .replace(new RegExp(String.raw`\b${HOUR_WORD}\s+o'?\s?clock\b`, 'gi'), (_, h: string) => `${hourOf(h)}`)
    .replace(/\b(?:12\s*)?(?:noon|midday|mid-day)\b/gi, '12pm')
    .replace(/\bmidnight\b/gi, '12am');
}

/**
 * The first step of understanding: the message as plain words. Typographic quotes and dashes become plain ones,
 * arrows "to", emoji are dropped, texting shorthand and spelled-out clock times are read, and a slip in a word the
 * assistant keys on is mended. Case is kept: titles are written as the user wrote them.
 */
export function normalise(raw: string): string {
  let text = raw
    .normalize('NFKC')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s*(?:→|⇒|->|=>|⟶)\s*/g, ' to ')
    .replace(/\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D/gu, ' ')
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  text = clockWords(text);
  return mendTypos(text.replace(/\s+/g, ' ').trim());
}
