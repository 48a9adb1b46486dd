import { shiftDate, weekStartOf } from '../../../../shared/dates.js';
import { readWhen } from './when.js';

/** Politeness before a request: "hey", "ok so", "can you please". */
const LEAD = String.raw`^(?:(?:hey|hi|ok(?:ay)?|so|please|oh|and)\s*,?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:please\s+)?`;
const TODO = String.raw`(?:to-?\s?do|task|reminder)`;
const LIST = String.raw`(?:my|the|our)\s+(?:to-?\s?do\s+|todo\s+|task\s+|tasks\s+|shopping\s+|reminders?\s+)?list`;

/** Errands: things done once, not spent time on. */
const ERRAND = String.raw`pay|buy|order|renew|return|post|collect|pick\s+up|drop\s+off|send|submit|print|sign|fill\s+in|top\s+up|water|fix|repair|sort\s+out|cancel\s+my|register|apply\s+for`;
/** A time of day: a to-do has none ("pay the fees tomorrow at 9" is a block). */
const CLOCK = /\d\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b(?:at|from)\s+\d|\b(?:noon|midnight|morning|afternoon|evening|tonight)\b/i;

/**
 * The ways people capture a to-do, each giving the words that remain: the thing to do, and any day said around it.
 * `modal` marks "I need to …", "I should …": a task only when what follows is not a change to the user's plans.
 */
const FORMS: { re: RegExp; modal?: boolean; timeless?: boolean }[] = [
  // "remind me to call the vet", "remind me tmrw to call the vet", "remind me on the 19th about the rent"
  { re: new RegExp(`${LEAD}remind\\s+me\\s+(?:(?<day>.{0,30}?)\\s+)?(?:to|about|that\\s+i\\s+(?:need|have)\\s+to)\\s+(?<thing>.+)$`, 'i') },
  // "add a task to buy stamps", "new to-do: bins", "create a reminder for friday: call Sam"
  {
    re: new RegExp(`${LEAD}(?:add|put|create|make|set|new|set\\s+up)\\s+(?:(?:a|an|another)\\s+)?(?:new\\s+)?${TODO}\\s*(?:to|for|:|-)?\\s*(?<thing>.+)$`, 'i'),
  },
  // "add milk to my list", "put call the council on my to-do list for monday"
  { re: new RegExp(`${LEAD}(?:add|put|stick|throw|pop|write|jot(?:\\s+down)?)\\s+(?<thing>.+?)\\s+(?:to|on|onto|in|into)\\s+${LIST}\\b(?<day>.*)$`, 'i') },
  // "add to my to-do list: email the school", "put on the list - bins": the list first, then the thing.
  {
    re: new RegExp(`${LEAD}(?:add|put|stick|pop|write|jot(?:\\s+down)?)\\s+(?:this\\s+)?(?:to|on|onto|in|into)\\s+${LIST}\\s*(?::|-|,)\\s*(?<thing>.+)$`, 'i'),
  },
  // "todo: bins", "to do: pay the council tax", "task for friday - order the cake", "to-do for tomorrow: clean the fridge"
  { re: new RegExp(`^${TODO}(?:\\s+list)?\\b(?<day>[^:]{0,30}?)\\s*(?::|\\s-)\\s*(?<thing>.+)$`, 'i') },
  // "todo buy milk"
  { re: /^(?:to-?do)\s+(?!list\b)(?<thing>.+)$/i },
  // "don't forget to pick up the parcel", "don't let me forget the bins", "remember to buy a gift", "note to self: …"
  { re: new RegExp(`${LEAD}(?:do\\s+not|don'?t|dont)\\s+(?:let\\s+me\\s+)?forget\\s+(?:to\\s+|about\\s+)?(?<thing>.+)$`, 'i') },
  { re: /^(?:i\s+)?(?:must\s+|need\s+to\s+|have\s+to\s+|should\s+)?remember\s+(?:to\s+)?(?<thing>.+)$/i },
  { re: /^(?:a\s+)?note\s+to\s+(?:self|me|myself)\b\s*[:,-]?\s*(?<thing>.+)$/i },
  // "I need to call the bank tomorrow", "gotta get a haircut sat", "must pay the bill by friday"
  {
    re: /^(?:i\s+)?(?:really\s+|still\s+|also\s+|definitely\s+)?(?:need\s+to|have\s+to|'ve\s+got\s+to|have\s+got\s+to|got\s+to|gotta|must|should|ought\s+to)\s+(?<thing>.+)$/i,
    modal: true,
  },
  // "pick up the prescription by thursday": a thing with a deadline is a to-do whatever the sentence shape.
  {
    re: /^(?<thing>.+?)\s+(?<day>(?:by|due|before)\s+(?:the\s+|this\s+|next\s+)?(?:\w+day|tomorrow|tonight|\d{1,2}(?:st|nd|rd|th)|end\s+of\s+(?:the\s+)?week|week(?:end)?))$/i,
    modal: true,
  },
  // "pay nursery fees tmrw", "renew passport by the 20th": an errand with a day and no time of day is a to-do.
  {
    re: new RegExp(
      String.raw`${LEAD}(?<thing>(?:${ERRAND})\s+\S.*?)\s+(?<day>(?:on\s+|by\s+|this\s+|next\s+|before\s+)?(?:today|tomorrow|tonight|\w+day|the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+\w+|next\s+week|the\s+weekend))$`,
      'i',
    ),
    timeless: true,
  },
];

/** Verbs that change the user's plans rather than name a thing to do: "I need to move the dentist" is a change. */
const CHANGE_VERB =
  /^(?:really\s+)?(?:move|shift|reschedule|postpone|push|pull|bring|delay|cancel|delete|remove|drop|scrap|rename|add|put|schedule|block|extend|shorten|swap|change|update|set|log|be\b|go\s+to\s+bed|sleep)\b/i;

/** What a message captured as a to-do leaves: the thing and its day words. Null when it is not a capture. */
export function capturedWords(text: string): string | null {
  if (/\?\s*$/.test(text)) return null;
  for (const { re, modal, timeless } of FORMS) {
    const m = re.exec(text.trim());
    if (!m || (timeless && CLOCK.test(text))) continue;
    const thing = (m.groups?.thing ?? '').trim();
    const words = `${thing} ${(m.groups?.day ?? '').trim()}`;
    if (modal && (CHANGE_VERB.test(thing) || /%|\bmilestones?\b/i.test(thing))) return null;
    return words.trim() || null;
  }
  return null;
}

/** Words left dangling once the day is taken out: "by", "on", "before", "due", a dash. */
const DANGLING =
  /^(?:\s*(?:-|:|,|to|on|by|for|before|due|until|till|at|no\s+later\s+than)\s+)+|(?:\s+(?:-|:|,|on|by|for|before|due|until|till|at|no\s+later\s+than|latest|at\s+the\s+latest))+\s*$/gi;

/**
 * The due date of a captured to-do and the words without it. A day anywhere in the sentence counts: "sat", "by
 * friday", "on the 19th". "before monday" is due the day before; "next week" is due on its Monday; "the end of the
 * week" on Friday; "the weekend" on Saturday.
 */
export function dueOf(words: string, today: string): { dueDate?: string; rest: string } {
  let text = ` ${words} `;
  let dueDate: string | undefined;
  const nextWeek = /\b(?:(?:early|sometime|some\s+time)\s+)?next\s+week\b/i.exec(text);
  const weekEnd = /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+week\b/i.exec(text);
  const before = /\bbefore\s+((?:next\s+)?\w+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)/i.exec(text);
  if (nextWeek) {
    dueDate = shiftDate(weekStartOf(today), 7);
    text = text.replace(nextWeek[0], ' ');
  } else if (weekEnd) {
    dueDate = shiftDate(weekStartOf(today), 4);
    text = text.replace(weekEnd[0], ' ');
  } else if (before) {
    const day = readWhen(before[1]!, today).date;
    if (day && day > today) {
      dueDate = shiftDate(day, -1);
      text = text.replace(before[0], ' ');
    }
  }
  const when = readWhen(text, today);
  if (!dueDate && when.date) dueDate = when.date < today ? undefined : when.date;
  const rest = (dueDate || when.date ? when.rest : text).replace(/\s+/g, ' ').trim().replace(DANGLING, '').trim();
  return { ...(dueDate ? { dueDate } : {}), rest };
}
