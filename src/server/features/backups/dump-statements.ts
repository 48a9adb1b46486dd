/**
 * What a restore refuses to run, whatever the file's signature: statements that would end or split the restore's
 * transaction (so a failure could no longer leave the database as it was), change the role it runs as, or run a
 * program on the server. Only the statements' own words count: text in strings, quoted names and comments is
 * skipped as PostgreSQL reads it.
 */
const REFUSED_STARTS = [
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'prepare',
  'copy',
  'set role',
  'set session',
  'set local role',
  'set local session',
  'reset role',
  'reset session',
  'reset all',
];

const WORD = /[A-Za-z_][A-Za-z0-9_$]*/y;
const SPACE = /\s+/y;
const E_STRING = /[Ee]'(?:[^'\\]|\\[\s\S]|'')*'/y;
const STRING = /'(?:[^']|'')*'/y;
const NAME = /"(?:[^"]|"")*"/y;
const DOLLAR = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

function matchAt(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** Where the comment, string, quoted name or dollar-quoted body starting at `at` ends; -1 when it never does; `at` when none starts there. */
function skipQuoted(text: string, at: number): number {
  const c = text[at];
  if (c === '-' && text[at + 1] === '-') {
    const end = text.indexOf('\n', at);
    return end < 0 ? text.length : end + 1;
  }
  if (c === '/' && text[at + 1] === '*') {
    let depth = 0;
    for (let i = at; i < text.length - 1; i++) {
      const pair = text.slice(i, i + 2);
      if (pair === '/*') depth++;
      else if (pair === '*/') depth--;
      else continue;
      i++;
      if (depth === 0) return i + 1;
    }
    return -1;
  }
  if ((c === 'E' || c === 'e') && text[at + 1] === "'") return matchAt(E_STRING, text, at);
  if (c === "'") return matchAt(STRING, text, at);
  if (c === '"') return matchAt(NAME, text, at);
  if (c === '$') {
    const open = matchAt(DOLLAR, text, at);
    if (open < 0) return at;
    const close = text.indexOf(text.slice(at, open), open);
    return close < 0 ? -1 : close + (open - at);
  }
  return at;
}

/** The first statement of the dump a restore must not run, described; null when there is none. */
export function refusedStatement(sqlText: string): string | null {
  let statementStart = true;
  let lead: string[] = [];
  let i = 0;
  while (i < sqlText.length) {
    const skipped = skipQuoted(sqlText, i);
    if (skipped < 0) return 'a string, name or comment that never ends';
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const space = matchAt(SPACE, sqlText, i);
    if (space > 0) {
      i = space;
      continue;
    }
    const word = matchAt(WORD, sqlText, i);
    if (word > 0) {
      const lower = sqlText.slice(i, word).toLowerCase();
      if (lower === 'program') return 'PROGRAM (a command run on the database server)';
      if (statementStart && lead.length < 3) {
        lead.push(lower);
        const phrase = lead.join(' ');
        if (REFUSED_STARTS.includes(phrase)) return `${phrase.toUpperCase()} (a statement outside what a backup holds)`;
      }
      i = word;
      continue;
    }
    if (sqlText[i] === '\\') return 'a psql command';
    if (sqlText[i] === ';') {
      statementStart = true;
      lead = [];
    } else statementStart = false;
    i++;
  }
  return null;
}
