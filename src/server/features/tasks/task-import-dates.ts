import * as chrono from 'chrono-node';
import { readRepeat } from '../../../shared/repeat-phrase.js';
import { isoDateSchema } from '../../../shared/schemas/common.js';
import { repeatFrom } from './task-repeat.js';
import type { ReadContext } from './task-import-draft.js';

/** The languages Todoist writes DATE_LANG in that chrono-node reads; repeats ("every day") are read in English only. */
const PARSERS: Record<string, chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  es: chrono.es.casual,
  fr: chrono.fr.casual,
  it: chrono.it.casual,
  ja: chrono.ja.casual,
  nl: chrono.nl.casual,
  pt: chrono.pt.casual,
  ru: chrono.ru.casual,
  sv: chrono.sv.casual,
  uk: chrono.uk.casual,
  zh: chrono.zh.casual,
  fi: chrono.fi.casual,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** What a date's words became: a due date, a repeat, and why the words are also kept in the notes (null: nothing lost). */
export interface ReadDate {
  dueDate: string | null;
  rrule: string | null;
  lost: string | null;
}

/**
 * Reads a date as Todoist writes it ("Oct 5 2026", "tomorrow 18:00", "every monday at 9am", "every! 3 days"), as of
 * the user's today, the way Todoist reads a template's dates when it is imported. A task keeps a day, not a time: a
 * time of day, words left over or a repeat that cannot be read are reported in `lost`, so the words go into the notes.
 */
export function readTodoistDate(words: string, lang: string, context: ReadContext): ReadDate {
  const text = words.trim();
  if (text === '') return { dueDate: null, rrule: null, lost: null };
  const english = lang.trim() === '' || lang.trim().toLowerCase().startsWith('en');
  // "every!" repeats from the day it is done, as a done task's next one does here; "ev" is Todoist's short "every".
  let rest = ` ${text.replace(/^(?:every|ev)!?(?=\s)/i, 'every')} `;
  const repeat = english ? readRepeat(rest) : null;
  if (repeat) rest = repeat.rest;
  const parser = PARSERS[english ? 'en' : lang.trim().toLowerCase().slice(0, 2)];
  const [y, m, d] = context.today.split('-').map(Number);
  // Noon of the user's today on this machine's clock: chrono's answers are read back as wall-clock fields only.
  const [found] = parser ? parser.parse(rest, new Date(y, m - 1, d, 12), { forwardDate: true }) : [];
  let dueDate: string | null = null;
  if (found) {
    const at = found.start;
    const date = `${at.get('year')}-${pad(at.get('month')!)}-${pad(at.get('day')!)}`;
    if (isoDateSchema.safeParse(date).success) dueDate = date;
  }
  const leftover = found ? rest.slice(0, found.index) + rest.slice(found.index + found.text.length) : rest;
  if (repeat) {
    try {
      // A repeat starts on a day its words name ("every day starting Mar 12"), else today: "every monday at 9am" starts this Monday.
      const first = repeatFrom(repeat.rrule, found?.start.isCertain('day') ? dueDate : null, context.today, context.timezone);
      return { ...first, lost: found?.start.isCertain('hour') ? 'time' : leftover.trim() === '' ? null : 'words' };
    } catch {
      return { dueDate, rrule: null, lost: 'repeat' };
    }
  }
  if (!dueDate) return { dueDate: null, rrule: null, lost: /\bevery\b|\bev\b/i.test(text) ? 'repeat' : 'date' };
  if (/\bevery\b|\bev\b/i.test(leftover)) return { dueDate, rrule: null, lost: 'repeat' };
  return { dueDate, rrule: null, lost: found?.start.isCertain('hour') ? 'time' : leftover.trim() === '' ? null : 'words' };
}

/** Why a date's words are kept in the notes, in the answer's words. */
export function lostDateMessage(column: string, words: string, lost: string): string {
  const quoted = `${column} “${words.trim()}”`;
  switch (lost) {
    case 'time':
      return `${quoted}: the time of day is kept in the notes, as a task has a due date only`;
    case 'repeat':
      return `${quoted}: the repeat could not be read, so the words are kept in the notes and the task does not repeat`;
    case 'date':
      return `${quoted} could not be read as a date: the words are kept in the notes`;
    default:
      return `${quoted}: words besides the date are kept in the notes`;
  }
}
