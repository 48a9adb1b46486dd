/**
 * `npx tsx scripts/structure-counts.ts`: the house's structure in counts, each printed with where it stands.
 * - Casts of API data on the web, and literal query keys or whole-cache invalidations outside the key factories: what
 *   the web's data-discipline rules in eslint.config.js report (no-restricted-syntax, told apart by their messages).
 * - Zone arithmetic outside src/shared/dates.ts: lines that read a zone's clock or do week or offset arithmetic.
 * - Construction sites: every call of a repo or service factory (`create…Repo`, `create…Service(s)`) outside tests.
 *   The server builds each once, in its composition root (src/server/app.ts); the command line (src/server/cli) is
 *   a process of its own and builds the few it needs there.
 * - Sign-in: where requests are refused for want of a session (the one check and its allow-list), and the routes that
 *   carry a hook of their own.
 * - Import circles: files in src that import one another, directly or round a loop (tests left out).
 * Exits 1 when any count is off: a cast, a literal key, zone arithmetic outside the module, a factory called twice in
 * the server or outside its root, a route that brings back a hook of its own, or an import circle.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const server = path.join(root, 'src/server');
export const COMPOSITION_ROOT = 'src/server/app.ts';
const CLI = 'src/server/cli/';
const SELF = 'scripts/structure-counts.ts';

/** The server's source files (tests and test helpers left out), relative to the repository. */
function sourceFiles(dir = server): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });
}

export const DATES_MODULE = 'src/shared/dates.ts';

/** What reads a zone's clock or does date arithmetic that belongs in the dates module. */
const GIVEN_TO_INTL = 'a zone other than UTC given to Intl';
export const ZONE_MATHS: [string, RegExp][] = [
  [GIVEN_TO_INTL, /timeZone\s*:\s*(?!\s*['"]UTC['"])/],
  ["the device's zone", /resolvedOptions\(\)\s*\.timeZone|getTimezoneOffset/],
  ['the parts of an instant on a clock', /formatToParts/],
  ["fields of the device's clock", /\.(?:get|set)(?:Hours|Minutes|Seconds|Day|Date|Month|FullYear)\(/],
  ['weekday and week arithmetic', /getUTCDay\(|getISODay|startOfWeek|weekStartsOn/],
  ['offset arithmetic', /\boffset\w*\s*\*\s*60_?000|\b\d+\s*\*\s*(?:HOUR_MS|3_600_000)\b/i],
];

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A file that formats with Intl: only there is a `timeZone:` an option given to it rather than a field of data. */
const USES_INTL = /\bIntl\.DateTimeFormat\b|\.toLocale\w*String\(/;
/** A named duration (`const SIX_HOURS_MS = 6 * 3_600_000;`): elapsed time, not an offset worked out by hand. */
export const NAMED_DURATION = /^\s*(?:export\s+)?const\s+[A-Z][A-Z0-9_]*_MS\s*=\s*\d+\s*\*\s*(?:HOUR_MS|3_600_000)\s*;\s*$/;

/** The zone arithmetic one line of `file` does, if any. */
export function zoneMathsOf(line: string, fileUsesIntl = true): string[] {
  if (NAMED_DURATION.test(line)) return [];
  return ZONE_MATHS.filter(([what, pattern]) => pattern.test(line) && (fileUsesIntl || what !== GIVEN_TO_INTL)).map(([what]) => what);
}

/** Each line outside the dates module (in src, scripts and e2e) that does zone or week arithmetic, as "file:line: what". */
export function zoneMathsOutsideTheModule(): string[] {
  const found: string[] = [];
  for (const file of ['src', 'scripts', 'e2e'].flatMap(codeFiles)) {
    if (file === DATES_MODULE || file === SELF) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const usesIntl = USES_INTL.test(text);
    text.split('\n').forEach((line, i) => {
      for (const what of zoneMathsOf(line, usesIntl)) found.push(`${file}:${i + 1}: ${what}`);
    });
  }
  return found;
}

// The web's data-discipline rules (eslint.config.js) tell what each finding is by their messages.
export const isLiteralKey = (message: string) => message.includes('never a literal');
export const isWholeCache = (message: string) => /not the whole cache|hand-picked filter/.test(message);
export const isCast = (message: string) => !isLiteralKey(message) && !isWholeCache(message);

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** What the web's data-discipline rules report on every web source file, sorted into casts, literal keys and whole-cache calls. */
export async function webDataDiscipline() {
  const { ESLint } = await import('eslint');
  const { default: tseslint } = await import('typescript-eslint');
  // Only the syntax rules: they need no types, so the web lints in seconds rather than minutes.
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  const results = await eslint.lintFiles(['src/web/**/*.{ts,tsx}']);
  const findings: Finding[] = results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => ({ file: path.relative(root, r.filePath), line: m.line, message: m.message })),
  );
  return {
    files: results.length,
    casts: findings.filter((f) => isCast(f.message)),
    literalKeys: findings.filter((f) => isLiteralKey(f.message)),
    wholeCacheCalls: findings.filter((f) => isWholeCache(f.message)),
  };
}

const FACTORY = /\b(create[A-Z]\w*(?:Repo|Service|Services))\(/g;
const DEFINITION = /(?:function\s+|const\s+)$/;

export interface Site {
  factory: string;
  file: string;
  line: number;
}

/** Every call of a feature's repo or service factory in the server's source (the root's own grouping functions left out). */
export function constructionSites(): Site[] {
  const sites: Site[] = [];
  const rootText = fs.readFileSync(path.join(root, COMPOSITION_ROOT), 'utf8');
  const rootOwn = new Set([...rootText.matchAll(/function (create\w+)\(/g)].map((m) => m[1]));
  for (const file of sourceFiles()) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(text)) return;
      for (const match of text.matchAll(FACTORY)) {
        if (DEFINITION.test(text.slice(0, match.index)) || rootOwn.has(match[1]!)) continue;
        sites.push({ factory: match[1]!, file, line: index + 1 });
      }
    });
  }
  return sites;
}

/** The factories the server (not the command line) calls more than once, or anywhere but the composition root. */
export function misplacedSites(sites: Site[]): Site[] {
  const serverSites = sites.filter((s) => !s.file.startsWith(CLI));
  const calls = new Map<string, number>();
  for (const s of serverSites) calls.set(s.factory, (calls.get(s.factory) ?? 0) + 1);
  return serverSites.filter((s) => s.file !== COMPOSITION_ROOT || calls.get(s.factory)! > 1);
}

const SIGN_IN_CHECK = 'src/server/plugins/sign-in.ts';

/** Where a request is refused for want of a session, and the route options that add a hook of their own. */
export function signInChecks() {
  const unauthorized: string[] = [];
  const routeHooks: string[] = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      if (/AppError\(401, 'Unauthorized'\)/.test(line)) unauthorized.push(`${file}:${index + 1}`);
      if (file.includes('/features/') && /\b(onRequest|preHandler)\s*:/.test(line)) routeHooks.push(`${file}:${index + 1}`);
    });
  }
  const allowList = fs.readFileSync(path.join(root, SIGN_IN_CHECK), 'utf8').match(/^\s+'(GET|POST|PUT|PATCH|DELETE) \/api\/[^']*',$/gm) ?? [];
  return { file: SIGN_IN_CHECK, unauthorized, routeHooks, publicRoutes: allowList.length };
}

/** A relative or `@/` module named by an import, an export-from, or an import() of a literal. */
const IMPORTED = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** The source file a specifier from `file` names, if it is one of ours. */
function resolveImport(file: string, specifier: string, known: Set<string>): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join('src/web', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : null;
  if (base === null) return undefined;
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`].find((candidate) => known.has(candidate));
}

/** Which of our files each source file in src imports (tests left out, as they import what they check and nothing imports them). */
export function importGraph(): Map<string, string[]> {
  const files = codeFiles('src');
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORTED)].map((m) => resolveImport(file, (m[1] ?? m[2])!, known)).filter((t) => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The import circles: each set of files that reach one another through imports (Tarjan's strongly connected components). */
export function importCircles(graph = importGraph()): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const where = (found: Finding[]) => found.map((f) => `\n    ${f.file}:${f.line}`).join('');

async function main() {
  const web = await webDataDiscipline();
  console.log(`The web (${web.files} files):`);
  console.log(`  casts of API data: ${web.casts.length}${where(web.casts)}`);
  console.log(`  literal query keys outside the factories: ${web.literalKeys.length}${where(web.literalKeys)}`);
  console.log(`  whole-cache invalidations outside lib/query-keys.ts: ${web.wholeCacheCalls.length}${where(web.wholeCacheCalls)}`);

  const zones = zoneMathsOutsideTheModule();
  console.log(`Zone arithmetic outside ${DATES_MODULE}: ${new Set(zones.map((z) => z.split(':')[0])).size} files, ${zones.length} lines`);
  for (const z of zones) console.log(`    ${z}`);

  const sites = constructionSites();
  const serverSites = sites.filter((s) => !s.file.startsWith(CLI));
  const factories = new Set(serverSites.map((s) => s.factory));
  const kinds = (suffix: RegExp) => [...factories].filter((f) => suffix.test(f)).length;
  console.log(`Construction sites in the server (outside ${CLI}):`);
  console.log(`  ${kinds(/Repo$/)} repos and ${kinds(/Services?$/)} services, ${serverSites.length} calls`);
  const byFile = new Map<string, number>();
  for (const s of serverSites) byFile.set(s.file, (byFile.get(s.file) ?? 0) + 1);
  for (const [file, count] of byFile) console.log(`  ${file}: ${count}`);
  const misplaced = misplacedSites(sites);
  console.log(
    misplaced.length === 0
      ? `  each built once, in ${COMPOSITION_ROOT}`
      : `  built twice or outside ${COMPOSITION_ROOT}:\n${misplaced.map((s) => `    ${s.factory} at ${s.file}:${s.line}`).join('\n')}`,
  );
  const cli = sites.filter((s) => s.file.startsWith(CLI));
  console.log(`The command line (${CLI}), a process of its own: ${cli.length} calls, ${new Set(cli.map((s) => s.file)).size} command files`);

  const signIn = signInChecks();
  console.log(`Sign-in: checked once, in ${signIn.file}, with ${signIn.publicRoutes} public /api routes listed there`);
  console.log(`  401 Unauthorized raised at: ${signIn.unauthorized.join(', ')}`);
  console.log(`  routes with a hook of their own: ${signIn.routeHooks.length}${signIn.routeHooks.length ? ` (${signIn.routeHooks.join(', ')})` : ''}`);

  const graph = importGraph();
  const circles = importCircles(graph);
  console.log(`Import circles in src (${graph.size} files): ${circles.length}`);
  for (const circle of circles) console.log(`    ${circle.join(' <-> ')}`);
  const off = [web.casts, web.literalKeys, web.wholeCacheCalls, zones, misplaced, signIn.routeHooks, circles].some((list) => list.length > 0);
  if (off) process.exitCode = 1;
}

if (process.argv[1] === import.meta.filename) await main();
