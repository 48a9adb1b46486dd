/**
 * Builds the web app for production into an output folder (default dist/web):
 * 1. the client build of the app shell (index.html), then of the landing page (landing.html) on Preact's React
 *    compatibility layer (vite.config.ts, mode `landing`);
 * 2. the landing page rendered to HTML by a server build of src/web/features/landing/landing-prerender.tsx (the same mode), written
 *    into landing.html;
 * 3. a brotli and a gzip copy of every file, served by src/server/plugins/web.ts as the request accepts.
 * Usage: npx tsx scripts/build-web.ts [outDir]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.js';

export const PRERENDER_MARK = '<!--prerendered-->';

async function prerenderLanding(outDir: string): Promise<void> {
  const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-prerender-'));
  try {
    await build({
      logLevel: 'warn',
      mode: 'landing',
      build: { ssr: 'features/landing/landing-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      ssr: { noExternal: true },
    });
    const entry = fs.readdirSync(ssrDir).find((file) => /^landing-prerender\.m?js$/.test(file));
    if (!entry) throw new Error(`no prerender module in ${ssrDir}`);
    const { renderLanding } = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as { renderLanding: () => string };
    const page = path.join(outDir, 'landing.html');
    const html = fs.readFileSync(page, 'utf8');
    if (!html.includes(PRERENDER_MARK)) throw new Error(`${page} has no ${PRERENDER_MARK} to fill`);
    fs.writeFileSync(
      page,
      html.replace(PRERENDER_MARK, () => renderLanding()),
    );
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

export async function buildWeb(outDir: string): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({ logLevel: 'warn', mode: 'landing', build: { outDir, emptyOutDir: false } });
  await prerenderLanding(outDir);
  await precompress(outDir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  const outDir = path.resolve(process.argv[2] ?? 'dist/web');
  await buildWeb(outDir);
  console.log(`web app built into ${outDir}`);
}
