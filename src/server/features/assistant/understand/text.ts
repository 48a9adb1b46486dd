/** Where a thing was said: character offsets into the normalised message, `to` excluded. */
export interface Span {
  from: number;
  to: number;
}

/** A value read from the message and the words it covers. */
export interface Found<T> {
  value: T;
  span: Span;
}

export const spanOf = (from: number, length: number): Span => ({ from, to: from + length });
export const within = (inner: Span, outer: Span) => inner.from >= outer.from && inner.to <= outer.to;
export const meets = (a: Span, b: Span) => a.from < b.to && b.from < a.to;
export const WHOLE: Span = { from: 0, to: Number.MAX_SAFE_INTEGER };

/**
 * A text being rewritten step by step that remembers, for each of its characters, where it stood in the text it
 * started from: a phrase found after rewrites is still said of the words the user wrote. Taking a phrase out blanks
 * it, so every other phrase keeps its place.
 */
export class Tracked {
  private origin: number[];

  constructor(
    public text: string,
    origin?: number[],
  ) {
    this.origin = origin ?? Array.from({ length: text.length + 1 }, (_, i) => i);
  }

  /** Where a span of this text stood in the text it started from. */
  source(from: number, length: number): Span {
    const start = this.origin[Math.max(0, Math.min(from, this.text.length))];
    const end = length === 0 ? start : this.origin[Math.min(from + length - 1, this.text.length - 1)] + 1;
    return { from: start, to: Math.max(start, end) };
  }

  /** Replaces what a pattern matches; the new characters stand where the match stood. */
  replace(pattern: RegExp, replacement: string | ((match: string, ...groups: never[]) => string)): this {
    const text: string[] = [];
    const origin: number[] = [];
    let last = 0;
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of this.text.matchAll(re)) {
      const at = m.index;
      for (let i = last; i < at; i++) {
        text.push(this.text[i]);
        origin.push(this.origin[i]);
      }
      const out =
        typeof replacement === 'string'
          ? replacement.replace(/\$(\d|&)/g, (_, n: string) => (n === '&' ? m[0] : (m[Number(n)] ?? '')))
          : (replacement as (...args: unknown[]) => string)(...m, at, this.text);
      const sameLength = out.length === m[0].length;
      for (let i = 0; i < out.length; i++) {
        text.push(out[i]);
        origin.push(this.origin[sameLength ? at + i : Math.min(at + Math.floor((i * m[0].length) / Math.max(out.length, 1)), this.text.length)]);
      }
      last = at + m[0].length;
      if (!pattern.flags.includes('g')) break;
    }
    for (let i = last; i < this.text.length; i++) {
      text.push(this.text[i]);
      origin.push(this.origin[i]);
    }
    origin.push(this.origin[this.text.length]);
    this.text = text.join('');
    this.origin = origin;
    return this;
  }

  /** Blanks a span of this text, keeping every other character where it is; returns where it stood originally. */
  blank(from: number, length: number): Span {
    const span = this.source(from, length);
    this.text = this.text.slice(0, from) + ' '.repeat(length) + this.text.slice(from + length);
    return span;
  }

  copy(): Tracked {
    return new Tracked(this.text, [...this.origin]);
  }
}

/** A word of the message, lower-cased, with where it was said. */
export interface Word {
  text: string;
  lower: string;
  span: Span;
}

/** The words of a text with their places; a possessive "'s" is kept on the word, as said. */
export function wordsWithSpans(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'&:.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    span: spanOf(m.index, m[0].length),
  }));
}
