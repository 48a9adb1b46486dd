import Fuse from 'fuse.js';

export interface NamedPerson {
  id: string;
  name: string;
  notes: string;
}

export type PersonMatch<P extends NamedPerson> = { person: P } | { many: P[] } | { none: true };

/** Nicknames written in a person's notes: "nickname Mags", "goes by Mags", "aka Mags", "called Mags". */
export function nicknames(notes: string): string[] {
  const out: string[] = [];
  for (const m of notes.matchAll(/\b(?:nick(?:name)?d?|goes\s+by|aka|a\.k\.a\.|known\s+as|calls?\s+(?:him|her|them)|called)\s*[:=-]?\s*"?([A-Z][\w'-]*)/gi)) out.push(m[1]);
  return out;
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Finds the person a name means among the user's people: exact full name, first name or nickname first, then a
 * fuzzy match (fuse.js) that forgives a typo. Two or more equally good matches are returned for the user to choose.
 */
export function findPerson<P extends NamedPerson>(people: readonly P[], query: string): PersonMatch<P> {
  const q = norm(query).replace(/'s$/, '');
  if (!q) return { none: true };
  const tiers = [
    people.filter((p) => norm(p.name) === q),
    people.filter((p) => norm(p.name).split(/\s+/)[0] === q || nicknames(p.notes).some((n) => norm(n) === q)),
    people.filter((p) => norm(p.name).split(/\s+/).includes(q)),
  ];
  for (const tier of tiers) {
    if (tier.length === 1) return { person: tier[0] };
    if (tier.length > 1) return { many: tier };
  }
  const entries = people.map((p) => ({ p, name: p.name, first: p.name.split(/\s+/)[0], nick: nicknames(p.notes) }));
  const fuse = new Fuse(entries, { keys: ['name', 'first', 'nick'], includeScore: true, threshold: 0.34, ignoreLocation: true });
  const hits = fuse.search(q);
  if (hits.length === 0) return { none: true };
  const best = hits[0].score ?? 0;
  const close = hits.filter((h) => (h.score ?? 0) - best < 0.05);
  return close.length === 1 ? { person: close[0].item.p } : { many: close.map((h) => h.item.p) };
}
