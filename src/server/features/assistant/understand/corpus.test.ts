import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_TODAY } from '../../../test/assistant-corpus.js';
import { parseMessage } from './parse.js';

const results: boolean[] = [];

describe('the parser reads the corpus of everyday phrasings', () => {
  it('holds at least 250 phrasings', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(CORPUS.map((e) => `${e.text}|${e.locale ?? ''}`)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((e) => [e.text + (e.locale ? ` (${e.locale})` : ''), e] as const))('%s', (_, entry) => {
    const parsed = parseMessage(entry.text, { today: CORPUS_TODAY, locale: entry.locale ?? 'en-GB' });
    let ok = false;
    try {
      expect(parsed).toMatchObject(entry.expect);
      ok = true;
    } finally {
      results.push(ok);
    }
  });

  afterAll(() => {
    const passed = results.filter(Boolean).length;
    console.log(`corpus: ${passed} of ${results.length} phrasings read as expected (${((passed / results.length) * 100).toFixed(1)}%)`);
  });
});
