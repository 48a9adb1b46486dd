import { expect, type Locator } from '@playwright/test';

/** The dozenal digits ten and eleven, which many system fonts lack. */
export const DOZENAL_GLYPHS = ['↊', '↋'];

/**
 * Fails when any of `chars` would show as an empty box in the font of `locator`: each is drawn in that element's
 * font stack beside U+E000 (a private-use code point no font here draws), and a missing glyph has the missing
 * glyph's width. Works on any page: `await expectGlyphsDrawn(page.getByTestId('total'))`.
 */
export async function expectGlyphsDrawn(locator: Locator, chars: string[] = DOZENAL_GLYPHS): Promise<void> {
  const widths = await locator.evaluate(async (element, wanted) => {
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      whiteSpace: 'pre',
      fontFamily: style.fontFamily,
      fontSize: '40px',
      fontWeight: style.fontWeight,
      fontStyle: style.fontStyle,
    });
    document.body.append(probe);
    const measure = async (char: string) => {
      const text = char.repeat(8);
      await document.fonts.load(`${style.fontStyle} ${style.fontWeight} 40px ${style.fontFamily}`, text);
      probe.textContent = text;
      return probe.getBoundingClientRect().width;
    };
    const missing = await measure('\uE000');
    const drawn = [];
    for (const char of wanted) drawn.push({ char, width: await measure(char) });
    probe.remove();
    return { missing, drawn };
  }, chars);
  for (const { char, width } of widths.drawn) {
    expect(width, `${char} has no width`).toBeGreaterThan(0);
    expect(Math.abs(width - widths.missing), `${char} is drawn as a missing glyph (width ${width})`).toBeGreaterThan(1);
  }
}
