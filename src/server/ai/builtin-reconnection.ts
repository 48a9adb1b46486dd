import type { Formatter } from '../../shared/format.js';
import { words } from './facts.js';
import type { InteractionFact, PersonFact } from './user-data.js';

const TYPE_PHRASE = { call: 'our call', message: 'your message', meeting: 'when we met' } as const;

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function sinceWords(days: number, fmt: Formatter): string {
  if (days === 0) return 'since earlier today';
  if (days === 1) return 'since yesterday';
  if (days < 14) return `${fmt.count(days)} days`;
  if (days < 60) return `${fmt.count(Math.round(days / 7))} weeks`;
  if (days < 365) return `${fmt.count(Math.round(days / 30))} months`;
  return days < 730 ? 'about a year' : `${fmt.count(Math.floor(days / 365))} years`;
}

function trimNote(text: string, max = 140): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/**
 * A short message the user can send, built from the person's notes and their latest interactions,
 * never from anything invented.
 */
export function renderReconnectionPrompt(person: PersonFact, daysSinceContact: number, recent: InteractionFact[], neverContacted: boolean, fmt: Formatter): string {
  const { shortDate } = words(fmt);
  const first = firstName(person.name);
  const parts: string[] = [`Hi ${first}!`];
  const last = recent[0];
  if (neverContacted || !last) {
    parts.push(neverContacted ? "It's been far too long since we properly caught up." : `It's been ${sinceWords(daysSinceContact, fmt)} since we last caught up.`);
  } else if (daysSinceContact <= 1) {
    parts.push(`Thanks again for ${TYPE_PHRASE[last.type]} ${sinceWords(daysSinceContact, fmt).replace('since ', '')}.`);
  } else {
    parts.push(`It's been ${sinceWords(daysSinceContact, fmt)} since ${TYPE_PHRASE[last.type]} on ${shortDate(last.date)}.`);
  }
  const noted = recent.find((i) => i.notes.trim() !== '');
  if (noted) parts.push(`I keep thinking about what we talked about: ${trimNote(noted.notes)}.`);
  if (person.notes.trim()) parts.push(`You came to mind (${trimNote(person.notes)}), so I wanted to check in.`);
  else parts.push('You came to mind and I wanted to check in.');
  // Past the rhythm the user chose for this person (or two months without one) asks for a proper catch-up.
  const longGap = neverContacted || daysSinceContact > (person.cadenceDays ?? 60);
  parts.push(longGap ? 'How have you been? Could we find time for a proper catch-up soon?' : 'How are things with you? Fancy a quick call this week?');
  return parts.join(' ');
}
