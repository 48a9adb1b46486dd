import type { Formatter } from '../../../../shared/format.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { InteractionFact, PersonFact } from '../user-data.js';

/** A person as the prompt reads them: how many days ago the user added them, when known. */
export type ReconnectionPerson = Omit<PersonFact, 'dueDate'> & { addedDaysAgo?: number };

/** How the message sounds: a light hello, a warm catch-up, or an apology for a long silence. */
export type ReconnectionTone = 'light' | 'catch-up' | 'long';

/** Someone added this recently and never contacted is new to the list, not neglected. */
export const RECENTLY_ADDED_DAYS = 30;
/** This long without contact is a long silence (and twice the rhythm, for someone who has one). */
export const LONG_SILENCE_DAYS = 60;
/** With no rhythm to measure against, this long without contact calls for a catch-up rather than a light hello. */
export const CATCH_UP_DAYS = 30;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** "a day", "6 days", "5 weeks", "a month", "14 months", "2 years". */
export function durationWords(days: number, fmt: Formatter): string {
  const unit = (n: number, one: string) => (n === 1 ? `a ${one}` : `${fmt.count(n)} ${one}s`);
  if (days < 14) return unit(Math.max(1, days), 'day');
  if (days < 45) return unit(Math.round(days / 7), 'week');
  if (days < 730) return unit(Math.max(1, Math.round(days / 30.44)), 'month');
  return unit(Math.floor(days / 365), 'year');
}

export function reconnectionTone(person: ReconnectionPerson, days: number, neverContacted: boolean): ReconnectionTone {
  if (neverContacted) return person.addedDaysAgo !== undefined && person.addedDaysAgo <= RECENTLY_ADDED_DAYS ? 'light' : 'long';
  const rhythm = person.cadenceDays ?? CATCH_UP_DAYS;
  if (days < rhythm) return 'light';
  const long = days >= LONG_SILENCE_DAYS && days >= 2 * rhythm;
  return long ? 'long' : 'catch-up';
}

/**
 * Topics a note can point to, each asked about in words of our own: the notes choose the question and are never
 * repeated, so nothing private the user wrote for themselves reaches the other person.
 */
const TOPICS: { match: RegExp; ask: (found: string) => string }[] = [
  { match: /\b(birthday|bday)\b/i, ask: () => 'Have you got anything nice planned for your birthday this year?' },
  { match: /\b(baby|pregnan\w*|newborn)\b/i, ask: () => 'How are you all doing with the little one?' },
  { match: /\b(kids?|children|son|daughter|family)\b/i, ask: () => 'How is the family doing?' },
  { match: /\b(wedding|engaged|fianc\w*)\b/i, ask: () => 'How are the wedding plans coming along?' },
  { match: /\b(moved|moving|new (?:house|flat|home|place|apartment))\b/i, ask: () => 'How are you settling into the new place?' },
  { match: /\b(job|work|career|promotion|startup|company|business|office)\b/i, ask: () => 'How is work treating you these days?' },
  {
    match: /\b(marathon|running|runner|climbing|cycling|swimming|yoga|football|tennis|hiking|gym|rowing|surfing)\b/i,
    ask: (found) => `Are you still enjoying the ${ACTIVITY[found.toLowerCase()] ?? 'training'}?`,
  },
  { match: /\b(trip|travel\w*|holiday|vacation|abroad)\b/i, ask: () => 'Have you been anywhere good lately?' },
  { match: /\b(flatmates?|roommates?|housemates?)\b/i, ask: () => 'I was remembering the days when we shared a place.' },
  { match: /\b(school|university|uni|college|studies|studying|course|degree|phd)\b/i, ask: () => 'How are the studies going?' },
  { match: /\b(dog|puppy|cat|kitten)\b/i, ask: (found) => `How is the ${/cat|kitten/i.test(found) ? 'cat' : 'dog'} doing?` },
  { match: /\b(books?|reading|novel)\b/i, ask: () => 'Have you read anything good lately?' },
  { match: /\b(music|band|guitar|piano|concerts?|gigs?|singing)\b/i, ask: () => 'Have you been playing or seeing any music lately?' },
  { match: /\b(garden\w*|allotment|plants)\b/i, ask: () => 'How is the garden coming along?' },
  { match: /\b(cook\w*|baking|bakes|recipes?)\b/i, ask: () => 'Have you cooked anything good lately?' },
  { match: /\b(surgery|hospital|recover\w*|illness|unwell)\b/i, ask: () => 'I hope you are feeling well.' },
];

const ACTIVITY: Record<string, string> = {
  marathon: 'running',
  running: 'running',
  runner: 'running',
  climbing: 'climbing',
  cycling: 'cycling',
  swimming: 'swimming',
  yoga: 'yoga',
  football: 'football',
  tennis: 'tennis',
  hiking: 'hiking',
  gym: 'gym',
  rowing: 'rowing',
  surfing: 'surfing',
};

/** The question the notes suggest, in our own words, or null when they suggest none. */
export function topicQuestion(texts: string[]): string | null {
  const all = texts.join(' \n ');
  // The table runs from the most timely topic to the most general.
  for (const topic of TOPICS) {
    const hit = topic.match.exec(all);
    if (hit) return topic.ask(hit[1] ?? hit[0]);
  }
  return null;
}

const TOGETHER: Record<InteractionType, string> = { call: 'talk', meeting: 'see you', message: 'hear from you' };
const SINCE: Record<InteractionType, string> = { call: 'we last spoke', meeting: 'we last saw each other', message: 'we were last in touch' };

function whenRecently(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return days < 7 ? 'the other day' : 'last week';
}

/**
 * A short message the user can send to the person: the tone follows the time since the last contact (and the
 * rhythm the user chose for them), the topic comes from their notes without quoting them.
 */
export function renderReconnectionPrompt(
  person: ReconnectionPerson,
  daysSinceContact: number,
  recent: InteractionFact[],
  neverContacted: boolean,
  fmt: Formatter,
): string {
  const days = Math.max(0, daysSinceContact);
  const tone = reconnectionTone(person, days, neverContacted);
  const last = recent[0]?.type;
  const parts: string[] = [`Hi ${firstName(person.name)}!`];
  if (neverContacted) {
    parts.push(
      tone === 'light' ? 'I was thinking of you and wanted to say hello.' : "It's been too long since we properly caught up, and you've been on my mind.",
    );
  } else if (tone === 'light') {
    parts.push(
      days < 14 ? `It was lovely to ${TOGETHER[last ?? 'message']} ${whenRecently(days)}, and I was just thinking of you.` : 'I was just thinking of you.',
    );
  } else {
    const since = `It's been ${durationWords(days, fmt)} since ${SINCE[last ?? 'message']}`;
    parts.push(tone === 'long' ? `${since}, which is far too long.` : `${since}, and you've been on my mind.`);
  }
  const topic = topicQuestion([person.notes, ...recent.map((i) => i.notes)]);
  if (topic) parts.push(topic);
  if (tone === 'light') parts.push(neverContacted ? 'It would be lovely to catch up soon.' : 'Hope your week is going well!');
  else if (tone === 'catch-up') parts.push('How are you doing? Fancy a quick call this week?');
  else parts.push('How have you been? Could we find time for a proper catch-up soon?');
  return parts.join(' ');
}
