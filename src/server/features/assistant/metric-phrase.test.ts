import { describe, expect, it } from 'vitest';
import { replyFormatter, words } from './facts.js';
import { metricPhrase } from './health-facts.js';

const dozenal = words(replyFormatter({ numberBase: 'dozenal', timeFormat: null, timezone: 'UTC' }));

describe('metric phrases in dozenal replies (decision 0009)', () => {
  it('writes a measured percentage in decimal digits and other measures in dozenal', () => {
    expect(metricPhrase('nutrition', 85.5, 'lbs', dozenal)).toBe('85.5%');
    expect(metricPhrase('sleep', 7.5, 'lbs', dozenal)).toBe('7;6 hours');
    expect(metricPhrase('mood', 10, 'lbs', dozenal)).toBe('↊/↊');
  });
});
