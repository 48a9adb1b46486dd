// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { buildDozenalFont, codePointsOf, DOZENAL_CODE_POINTS, DOZENAL_FONT_PATH } from '../../../scripts/dozenal-font.js';

describe('dozenal digits font', () => {
  it('has a glyph for ↊ (U+218A) and ↋ (U+218B) and for nothing else', async () => {
    const font = fs.readFileSync(DOZENAL_FONT_PATH);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await codePointsOf(font)).sort()).toEqual([...DOZENAL_CODE_POINTS]);
  });

  it('is what scripts/dozenal-font.ts builds from the font package', async () => {
    expect(await buildDozenalFont()).toEqual(fs.readFileSync(DOZENAL_FONT_PATH));
  });
});
