/** The words of a text in lower case, a possessive "'s" dropped: "Maya's" → "maya". */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'&:-]*/gu) ?? []).map((w) => w.replace(/'s$|'$/, '').replace(/[:-]+$/, ''));
}

/** A word's plain stem for matching titles: "books" → "book", "reading" → "read", "meetings" → "meet". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/ing$/.test(w) && w.length > 5) return w.slice(0, -3).replace(/(.)\1$/, '$1');
  if (/ed$/.test(w) && w.length > 4) return w.slice(0, -2).replace(/(.)\1$/, '$1');
  if (/es$/.test(w) && /(?:ch|sh|x|z)es$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Words too common to be a name or a title's telling word. */
export const COMMON_WORDS = new Set(
  (
    'a an the my our your his her their its this that these those it me i you we they he she them us him ' +
    'and or but so if then than as to of in on at by for from with without about into over under after before up down out off ' +
    'is am are was were be been being do does did done have has had having will would can could should shall may might must ' +
    'not no yes yep yeah ok okay please thanks thank just only also too very really actually maybe still already again now ' +
    'what when where which who whom why how whatever whenever all any some every each both either one ones another other ' +
    'time times day days week weeks month today tomorrow tonight yesterday morning afternoon evening night noon ' +
    'add put move make set get go going went got take took give gave let need want like love see saw say said tell told ' +
    'block blocks slot session event thing things stuff something anything everything nothing same more less much many ' +
    'hour hours minute minutes half quarter am pm ago next last past first second third new old long short early late ' +
    'call called calls text texted message meeting meet met chat talk talked spoke phone rang ring see seen visit ' +
    'lunch dinner coffee drinks breakfast brunch tea walk run gym yoga work home back there here'
  ).split(/\s+/),
);

/** Words that carry no title: articles, pronouns, fillers and the words of requests. */
export const FILLER_WORDS = new Set(
  (
    'a an the my our your this that it its me i you we to of in on at by for from with and or please pls thanks thank just ' +
    'hey hi hello ok okay so um can could would will you mind be able if possible like love need want some ' +
    'block blocks session slot time event appointment calendar schedule diary plan planner agenda'
  ).split(/\s+/),
);
