import { shiftDate } from '../../../../../shared/dates.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { ChangeIntent, Intent } from '../intents.js';
import { meets, within } from '../text.js';
import type { HealthQuantity } from '../quantities.js';

/**
 * The day a health value is for: the day said, read backward ("on monday" is the one gone), else today. Last night's
 * sleep is today's record (the night that ended this morning); any other value said of last night is yesterday's.
 */
function dayOf(r: Reading, h: HealthQuantity, options: UnderstandOptions): string {
  if (r.cues.has('last-night', h.piece)) return h.metric === 'sleep' ? options.today : shiftDate(options.today, -1);
  const values = r.quantities.health.map((q) => q.span);
  const dates = r.past.dates.filter((d) => !values.some((v) => meets(v, d.span)));
  // "weight 170.6 today, and 9,000 steps yesterday": the day said beside the value; else one said for them all.
  const own = dates.find((d) => within(d.span, h.piece));
  // "slept 8 hours on monday night": the night that began monday ended on tuesday's morning, tuesday's record.
  if (own && h.metric === 'sleep' && r.cues.has('day-night', h.piece)) return shiftDate(own.value, 1);
  if (own) return own.value;
  // "slept 6h last night and 5 cups of water so far": last night is the night's, not the other values'.
  if (r.cues.has('last-night')) return options.today;
  return dates[0]?.value ?? options.today;
}

/**
 * A health value said in words: "slept 7 hours", "8 cups of water", "72.4 kg this morning", "energy's a 5". Several
 * said at once ("yesterday: 7.5h sleep, 10k steps, 8 cups water") are each recorded, as measured. Null for a question
 * or when no value of a metric is said.
 */
export function healthLog(r: Reading, options: UnderstandOptions): Intent | null {
  if (r.question || r.quantities.health.length === 0) return null;
  if (r.verbs.senses.has('add') && !r.cues.has('log-words') && r.when.start) return null;
  const times = r.when.times.map((t) => t.span);
  const values = r.quantities.health.filter((h) => !times.some((t) => meets(t, h.span)));
  if (values.length === 0) return null;
  const parts: ChangeIntent[] = values.map((h) => {
    const date = dayOf(r, h, options);
    return { intent: 'log-health', date, metric: h.metric, value: h.value, ...(h.unit ? { unit: h.unit } : {}), ...(h.more ? { more: true as const } : {}) };
  });
  if (parts.some((p) => p.intent === 'log-health' && p.date > options.today))
    return { intent: 'clarify', question: 'Health values are recorded for today or a day gone by. Which day was it?' };
  return parts.length === 1 ? { ...parts[0], consumed: [{ from: 0, to: r.text.length }] } : { intent: 'several', parts };
}
