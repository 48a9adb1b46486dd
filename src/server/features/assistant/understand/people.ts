import Fuse from 'fuse.js';
import { COMMON_WORDS, wordsOf } from './words.js';

export interface NamedPerson {
  id: string;
  name: string;
  notes: string;
}

export type PersonMatch<P extends NamedPerson> = { person: P } | { many: P[] } | { none: true };

/** Nicknames written in a person's notes: "nickname Mags", "goes by Mags", "aka Mags", "called Mags". */
export function nicknames(notes: string): string[] {
  const out: string[] = [];
  for (const m of notes.matchAll(/\b(?:nick(?:name)?d?|goes\s+by|aka|a\.k\.a\.|known\s+as|calls?\s+(?:him|her|them)|called)\s*[:=-]?\s*"?([A-Z][\w'-]*)/gi))
    out.push(m[1]);
  return out;
}

/** Words for one relation, any of which names it: "mum" and "mother" are the same person to the user. */
const RELATIONS: Record<string, string[]> = {
  mother: ['mum', 'mom', 'mother', 'mummy', 'mommy', 'mam', 'mama', 'ma', 'mamma'],
  father: ['dad', 'father', 'daddy', 'papa', 'pa', 'pop', 'pops'],
  grandmother: ['grandma', 'gran', 'granny', 'grannie', 'nan', 'nana', 'nanna', 'nanny', 'grandmother', 'grandmum', 'grandmom', 'grandmama', 'gma'],
  grandfather: ['grandad', 'granddad', 'grandpa', 'grandfather', 'gramps', 'grampa', 'grandpapa', 'gpa'],
  sister: ['sister', 'sis'],
  brother: ['brother', 'bro'],
  wife: ['wife'],
  husband: ['husband', 'hubby'],
  partner: ['partner'],
  girlfriend: ['girlfriend', 'gf'],
  boyfriend: ['boyfriend', 'bf'],
  daughter: ['daughter'],
  son: ['son'],
  aunt: ['aunt', 'auntie', 'aunty'],
  uncle: ['uncle'],
  cousin: ['cousin'],
  boss: ['boss', 'manager'],
};
const RELATION_OF = new Map(Object.entries(RELATIONS).flatMap(([relation, names]) => names.map((n) => [n, relation] as const)));

/** The relation a word names ("mum" → mother), if it names one. */
export const relationOf = (word: string): string | undefined => RELATION_OF.get(word.toLowerCase());

/** The relations a person's name or notes name: "Mum", notes "Dad", "My sister". */
export function relationsOf(person: NamedPerson): Set<string> {
  const out = new Set<string>();
  for (const w of [...wordsOf(person.name), ...wordsOf(person.notes)]) {
    const r = relationOf(w);
    if (r) out.add(r);
  }
  return out;
}

/** Other names a person goes by: nicknames, and notes that are only a name ("Helen"). */
export function aliasesOf(person: NamedPerson): string[] {
  const out = nicknames(person.notes).map((n) => n.toLowerCase());
  const note = person.notes.trim();
  if (/^[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?$/.test(note) && !wordsOf(note).some((w) => relationOf(w) || COMMON_WORDS.has(w))) out.push(...wordsOf(note));
  return out;
}

const norm = (s: string) => s.trim().toLowerCase();

function pick<P>(tier: P[]): { person: P } | { many: P[] } | undefined {
  if (tier.length === 1) return { person: tier[0] };
  if (tier.length > 1) return { many: tier };
  return undefined;
}

/**
 * Finds the person a name means among the user's people: exact full name, first name, nickname or a name in the
 * notes first, then a relation ("mum", "my dad", "grandma" finds the person whose name or notes say so), then a
 * fuzzy match (fuse.js) that forgives a typo. Two or more equally good matches are returned for the user to choose.
 */
export function findPerson<P extends NamedPerson>(people: readonly P[], query: string): PersonMatch<P> {
  const q = norm(query)
    .replace(/'s$/, '')
    .replace(/^my\s+/, '');
  if (!q) return { none: true };
  const relation = relationOf(q);
  const tiers = [
    people.filter((p) => norm(p.name) === q),
    people.filter((p) => norm(p.name).split(/\s+/)[0] === q || aliasesOf(p).includes(q)),
    people.filter((p) => norm(p.name).split(/\s+/).includes(q)),
    relation ? people.filter((p) => relationsOf(p).has(relation)) : [],
  ];
  for (const tier of tiers) {
    const found = pick(tier);
    if (found) return found;
  }
  if (COMMON_WORDS.has(q)) return { none: true };
  const entries = people.map((p) => ({ p, name: p.name, first: p.name.split(/\s+/)[0], nick: aliasesOf(p) }));
  const fuse = new Fuse(entries, { keys: ['name', 'first', 'nick'], includeScore: true, threshold: 0.34, ignoreLocation: true });
  const hits = fuse.search(q);
  if (hits.length === 0) return { none: true };
  const best = hits[0].score ?? 0;
  const close = hits.filter((h) => (h.score ?? 0) - best < 0.05);
  return close.length === 1 ? { person: close[0].item.p } : { many: close.map((h) => h.item.p) };
}

/** A person the message names, and the words that named them. */
export interface PersonMention<P> {
  person: P;
  words: string;
  strength: number;
}

/**
 * Every one of the user's people a message names, by full name, first name, alias, relation or a name one slip
 * away, strongest first. Words the user's own data never uses as a name are not guessed at.
 */
export function mentionedPeople<P extends NamedPerson>(text: string, people: readonly P[]): PersonMention<P>[] {
  const tokens = wordsOf(text);
  const joined = ` ${tokens.join(' ')} `;
  const out: PersonMention<P>[] = [];
  for (const p of people) {
    const full = wordsOf(p.name).join(' ');
    const first = wordsOf(p.name)[0] ?? '';
    const aliases = aliasesOf(p);
    const relations = relationsOf(p);
    let best: PersonMention<P> | undefined;
    const offer = (words: string, strength: number) => {
      if (!best || strength > best.strength) best = { person: p, words, strength };
    };
    if (full && joined.includes(` ${full} `)) offer(full, 4);
    const initialled = initialAndSurname(p.name, tokens);
    if (initialled) offer(initialled, 3);
    for (const token of tokens) {
      // A possessive typed without its apostrophe on a phone: "my sisters", "at Leos".
      const t =
        token.length > 3 && token.endsWith('s') && !names(token, first, aliases, relations) && names(token.slice(0, -1), first, aliases, relations)
          ? token.slice(0, -1)
          : token;
      if (t === first) offer(t, 3);
      else if (aliases.includes(t)) offer(t, 3);
      else if (relationOf(t) && relations.has(relationOf(t)!)) offer(t, 3);
      else if (t.length >= 3 && first.length >= 3 && !COMMON_WORDS.has(t) && closeEnough(t, first)) offer(t, 1);
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => b.strength - a.strength);
}

/** "R Hale", "r. hale": a first name's initial before the surname, which may fit more than one person. */
function initialAndSurname(name: string, tokens: string[]): string | undefined {
  const parts = wordsOf(name);
  if (parts.length < 2) return undefined;
  const surname = parts.at(-1)!;
  const at = tokens.findIndex((t, i) => i > 0 && t === surname && tokens[i - 1].replace(/\.$/, '') === parts[0][0]);
  return at > 0 ? `${tokens[at - 1]} ${surname}` : undefined;
}

const names = (t: string, first: string, aliases: string[], relations: Set<string>) =>
  t === first || aliases.includes(t) || (relationOf(t) !== undefined && relations.has(relationOf(t)!));

/** One slip apart (a letter added, dropped, changed or two swapped), for names of four letters or more. */
function closeEnough(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 3) return false;
  if (b.length < 4 && a.length < 4) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x === y;
  return (
    tail(a.slice(i + 1), b.slice(i + 1)) ||
    tail(a.slice(i), b.slice(i + 1)) ||
    tail(a.slice(i + 1), b.slice(i)) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(a.slice(i + 2), b.slice(i + 2)))
  );
}
