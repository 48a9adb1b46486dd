/**
 * Builds src/web/fonts/dozenal-digits.woff2: the Pitman digits ten (U+218A ↊) and eleven (U+218B ↋), and nothing
 * else, cut from Noto Sans Symbols (SIL Open Font License 1.1) with its weight axis kept. Many system fonts lack
 * both characters; index.css declares this font for just those two code points ahead of the system stack.
 * Usage: npx tsx scripts/dozenal-font.ts
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { Blob, Face } from 'harfbuzzjs';

export const DOZENAL_CODE_POINTS = [0x218a, 0x218b] as const;
export const DOZENAL_FONT_PATH = fileURLToPath(new URL('../src/web/fonts/dozenal-digits.woff2', import.meta.url));

const SOURCE = '@fontsource-variable/noto-sans-symbols/files/noto-sans-symbols-symbols-wght-normal.woff2';

/** The code points a font maps to glyphs (its cmap). */
export async function codePointsOf(font: Buffer): Promise<number[]> {
  const sfnt = await subsetFont(font, String.fromCodePoint(...DOZENAL_CODE_POINTS, 0x41, 0xe000), { targetFormat: 'sfnt' });
  return Array.from(new Face(new Blob(sfnt), 0).collectUnicodes());
}

export async function buildDozenalFont(): Promise<Buffer> {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve(SOURCE));
  const text = String.fromCodePoint(...DOZENAL_CODE_POINTS);
  const font = await subsetFont(source, text, { targetFormat: 'woff2' });
  const mapped = await codePointsOf(font);
  const missing = DOZENAL_CODE_POINTS.filter((cp) => !mapped.includes(cp));
  if (missing.length) throw new Error(`${SOURCE} has no glyph for ${missing.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(', ')}`);
  return font;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const font = await buildDozenalFont();
  fs.writeFileSync(DOZENAL_FONT_PATH, font);
  console.log(`${DOZENAL_FONT_PATH}: ${font.length} bytes`);
}
