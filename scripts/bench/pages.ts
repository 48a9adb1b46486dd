/**
 * What a visitor downloads and how fast the landing page paints, on a production build served by the real app:
 * the landing page's JavaScript (gzip-equivalent, bytes on the wire, how many scripts came compressed), the
 * signed-in first load, and Lighthouse 12's mobile performance audit (median of several runs) of the landing page and,
 * signed in with the sample data loaded, of the dashboard and the planner.
 * A Lighthouse run that fails (no paint recorded, say, on a loaded machine) is reported and left out of the medians.
 * Usage: npx tsx scripts/bench/pages.ts [Lighthouse runs, default 3; 0 for the weights only] [--scripts: list each script]
 */
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import playwrightConfig from '../../playwright.config.js';
import { freePort, startApp } from './app-server.js';

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const listScripts = process.argv.includes('--scripts');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = playwrightConfig.use?.launchOptions?.args ?? [];

interface ScriptLoad {
  url: string;
  encoding: string;
  wireBytes: number;
  gzipBytes: number;
}

/** Every script the page loads until the network is idle. */
async function scriptsOf(page: Page, url: string): Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          encoding: response.headers()['content-encoding'] ?? 'identity',
          wireBytes: sizes.responseBodySize,
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

function summary(label: string, scripts: ScriptLoad[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const wire = scripts.reduce((sum, s) => sum + s.wireBytes, 0);
  const compressed = scripts.filter((s) => s.encoding !== 'identity').length;
  const each = listScripts
    ? [...scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((s) => `\n    ${kb(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}`)
        .join('')
    : '';
  return `${label}: ${kb(gzip)} gzip-equivalent JavaScript, ${kb(wire)} on the wire, ${compressed} of ${scripts.length} scripts compressed${each}`;
}

async function pageWeights(browser: Browser, baseURL: string): Promise<void> {
  const visitor = await browser.newContext({ baseURL });
  console.log(summary('landing page /', await scriptsOf(await visitor.newPage(), '/')));
  await visitor.close();

  const member = await browser.newContext({ baseURL });
  const signup = await member.request.post('/api/auth/signup', {
    data: { email: `bench-${Date.now()}@example.com`, password: 'kettle orbit ginger 8', timezone: 'UTC' },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  console.log(summary('signed-in first load /', await scriptsOf(await member.newPage(), '/')));
  await member.close();
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

async function lighthouseRun(url: string, port: number, cookie?: string): Promise<LighthouseFigures | string> {
  // No config: Lighthouse's default, a mobile device on a throttled connection.
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's runs of one page, and their medians in a line. */
async function lighthouseLine(label: string, url: string, debuggingPort: number, cookie?: string): Promise<void> {
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseRun(url, debuggingPort, cookie);
    if (typeof run === 'string') console.log(`Lighthouse run ${i + 1} of ${label} failed: ${run}`);
    else figures.push(run);
  }
  if (figures.length === 0) return;
  const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]))!;
  console.log(
    `Lighthouse 12 mobile on ${label.padEnd(28)} score ${String(pick('score')).padStart(3)}, FCP ${(pick('fcp') / 1000).toFixed(1)} s, ` +
      `LCP ${(pick('lcp') / 1000).toFixed(1)} s, CLS ${pick('cls').toFixed(3)}, TBT ${pick('tbt').toFixed(0)} ms ` +
      `(median of ${figures.length}; scores ${figures.map((f) => f.score).join(', ')})`,
  );
}

/** A new account with the sample data loaded: the session cookie a signed-in page is audited with. */
async function signedInCookie(baseURL: string): Promise<string> {
  const signup = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-lh-${Date.now()}@example.com`, password: 'kettle orbit ginger 8', timezone: 'UTC' }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const sample = await fetch(`${baseURL}/api/sample-data`, { method: 'POST', headers: { cookie, origin: baseURL } });
  if (sample.status !== 201) throw new Error(`loading the sample failed: ${sample.status} ${await sample.text()}`);
  return cookie;
}

const app = await startApp();
try {
  const debuggingPort = await freePort();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`] });
  try {
    await pageWeights(browser, app.baseURL);
    if (runs > 0) {
      await lighthouseLine('the landing page /', `${app.baseURL}/`, debuggingPort);
      const cookie = await signedInCookie(app.baseURL);
      await lighthouseLine('the dashboard / (signed in)', `${app.baseURL}/`, debuggingPort, cookie);
      await lighthouseLine('the planner (signed in)', `${app.baseURL}/time-blocking`, debuggingPort, cookie);
    }
  } finally {
    await browser.close();
  }
} finally {
  app.stop();
}
