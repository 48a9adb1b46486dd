import type { Span } from './text.js';

/** A cue phrase found in the message: the words it covers and what its groups captured. */
export interface CueMatch {
  span: Span;
  text: string;
  groups: (string | undefined)[];
  /** The words each group covered, by number and by name. */
  at: (Span | undefined)[];
  named: Record<string, { text: string; span: Span } | undefined>;
}

/**
 * The cue phrases of a message, each found once when the message is read: every later step asks whether a cue was
 * said (anywhere, or within the words of one part of the message) and what it captured, never the text itself.
 */
export class Cues<N extends string> {
  constructor(private readonly found: ReadonlyMap<N, CueMatch[]>) {}

  /** The first place the cue was said, within `span` when one is given. */
  get(name: N, span?: Span): CueMatch | undefined {
    const all = this.found.get(name) ?? [];
    return span ? all.find((m) => m.span.from >= span.from && m.span.to <= span.to) : all[0];
  }

  has(name: N, span?: Span): boolean {
    return this.get(name, span) !== undefined;
  }

  /** Every place the cue was said. */
  all(name: N): CueMatch[] {
    return this.found.get(name) ?? [];
  }

  /** What the cue's group captured where it was first said. */
  group(name: N, index = 1, span?: Span): string | undefined {
    return this.get(name, span)?.groups[index];
  }
}

/** Finds every cue of a table in a text; `offset` places the text within the message it was taken from. */
export function findCues<N extends string>(table: Readonly<Record<N, RegExp>>, text: string, offset = 0): Cues<N> {
  const found = new Map<N, CueMatch[]>();
  for (const name of Object.keys(table) as N[]) {
    const re = table[name];
    const flags = `${re.flags.includes('g') ? '' : 'g'}${re.flags.includes('d') ? '' : 'd'}`;
    const global = new RegExp(re.source, `${re.flags}${flags}`);
    const matches: CueMatch[] = [];
    for (const m of text.matchAll(global)) {
      const place = (pair: [number, number] | undefined) => pair && { from: offset + pair[0], to: offset + pair[1] };
      const named = Object.fromEntries(
        Object.entries(m.groups ?? {}).map(([k, v]) => [k, v === undefined ? undefined : { text: v, span: place(m.indices!.groups![k])! }]),
      );
      matches.push({
        span: { from: offset + m.index, to: offset + m.index + m[0].length },
        text: m[0],
        groups: [...m],
        at: [...m.indices!].map(place),
        named,
      });
      if (m[0].length === 0) break;
    }
    if (matches.length) found.set(name, matches);
  }
  return new Cues(found);
}
