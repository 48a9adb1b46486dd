import { parse } from 'csv-parse/sync';
import { HEALTH_METRICS, KG_PER_LB, ML_PER_CUP, getMetric, keptValue, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { isoDateSchema } from '../../../shared/schemas/common.js';
import { healthMetricValueSchemas } from '../../../shared/schemas/health-metrics.js';
import type { HealthCsvResult } from '../../../shared/schemas/health-import.js';
import { badRequest } from '../../errors.js';

type Column = HealthCsvResult['columns'][number];
type RowError = HealthCsvResult['errors'][number];
export interface CsvDay {
  row: number;
  date: string;
  values: Partial<Record<HealthMetricKey, number>>;
}
/** One row of the file: a day's values, measured at `time` (seconds into the day) when the date carries one. */
export interface CsvEntry extends CsvDay {
  time: number | null;
}

/** Header words, squeezed to letters and digits, that name each column; the metrics' labels and keys are added below. */
const SYNONYMS: Record<HealthMetricKey | 'date', string[]> = {
  date: ['date', 'day', 'datum', 'fecha', 'data', 'startdate', 'datetime', 'timestamp'],
  sleep: ['sleephours', 'hoursofsleep', 'sleepduration', 'asleep', 'timeasleep', 'totalsleep', 'sleeptime'],
  water: ['watercups', 'waterintake', 'hydration', 'dietarywater', 'drinks'],
  exercise: ['exerciseminutes', 'exercisetime', 'workout', 'workouts', 'workoutminutes', 'activeminutes', 'activityminutes', 'activity'],
  nutrition: ['nutritionscore', 'diet', 'dietscore', 'eating'],
  stress: ['stresslevel'],
  energy: ['energylevel'],
  mood: ['moodscore', 'moodrating'],
  // Google Fit's daily export writes the day's mean weighing as "Average weight (kg)".
  // Withings' export in German names its weight "Gewicht (kg)".
  weight: ['bodyweight', 'bodymass', 'mass', 'averageweight', 'gewicht'],
  steps: ['stepcount', 'step', 'dailysteps', 'totalsteps'],
  heartRate: ['hr', 'restingheartrate', 'restinghr', 'rhr', 'pulse', 'bpm', 'averageheartrate', 'avgheartrate'],
  meditation: ['meditationminutes', 'mindfulness', 'mindfulminutes', 'mindful'],
  screenTime: ['screen', 'screentimehours', 'phoneuse', 'phonetime'],
};
const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const NAMES = new Map<string, HealthMetricKey | 'date'>();
for (const [key, words] of Object.entries(SYNONYMS) as Array<[HealthMetricKey | 'date', string[]]>) for (const w of words) NAMES.set(w, key);
for (const m of HEALTH_METRICS) {
  NAMES.set(squeeze(m.key), m.key);
  NAMES.set(squeeze(m.label), m.key);
}

const HOURS = { hrs: 1, hr: 1, h: 1, hours: 1, min: 1 / 60, mins: 1 / 60, minutes: 1 / 60, s: 1 / 3600, ms: 1 / 3_600_000 };
const MINUTES = { min: 1, mins: 1, minutes: 1, hrs: 60, hr: 60, h: 60, hours: 60, s: 1 / 60, ms: 1 / 60_000 };
/**
 * A unit in a header such as "Weight (kg)" or "Water [ml]", as a factor to the metric's stored unit. A metric with a
 * table here is read only in these units: Withings' "Hydration (kg)" is the body's water, weighed, not cups drunk.
 */
const UNIT_FACTORS: Partial<Record<HealthMetricKey, Record<string, number>>> = {
  weight: { lbs: 1, lb: 1, pounds: 1, kg: 1 / KG_PER_LB, kgs: 1 / KG_PER_LB, kilograms: 1 / KG_PER_LB, g: 0.001 / KG_PER_LB },
  water: {
    cups: 1,
    cup: 1,
    ml: 1 / ML_PER_CUP,
    l: 1000 / ML_PER_CUP,
    liters: 1000 / ML_PER_CUP,
    litres: 1000 / ML_PER_CUP,
    oz: 1 / 8,
    floz: 1 / 8,
    glasses: 1,
  },
  sleep: HOURS,
  screenTime: HOURS,
  exercise: MINUTES,
  meditation: MINUTES,
};

interface ReadColumn {
  header: string;
  metric: HealthMetricKey | 'date' | null;
  factor: number;
  /** Why a column named like a metric is not read as it. */
  note?: string;
}

function readHeader(header: string): ReadColumn {
  const unitMatch = /[([]\s*([^)\]]*?)\s*[)\]]\s*$/.exec(header);
  const name = squeeze(unitMatch ? header.slice(0, unitMatch.index) : header);
  let metric = NAMES.get(name) ?? null;
  let unit = unitMatch ? squeeze(unitMatch[1]) : '';
  // "Weight kg", "sleep_hours", "water_ml": a unit written as the header's last word.
  if (!metric) {
    const words = header
      .trim()
      .toLowerCase()
      .split(/[\s_\-.]+/);
    const last = words.pop() ?? '';
    const base = NAMES.get(squeeze(words.join('')));
    if (base && base !== 'date' && UNIT_FACTORS[base]?.[squeeze(last)] !== undefined) {
      metric = base;
      unit = squeeze(last);
    }
  }
  if (!metric || metric === 'date' || !unit) return { header, metric, factor: 1 };
  const units = UNIT_FACTORS[metric];
  if (!units) return { header, metric, factor: 1 };
  const factor = units[unit];
  if (factor === undefined) {
    const { label } = getMetric(metric);
    return { header, metric: null, factor: 1, note: `“${header}” is not read as ${label}: ${label} is not measured in ${unitMatch?.[1] ?? unit}` };
  }
  return { header, metric, factor };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y < 100 ? 2000 + y : y}-${pad(m)}-${pad(d)}`;

/**
 * A date as spreadsheets and trackers write it: 2024-03-01 (with or without a time), 2024/03/01, 01.03.2024 (day
 * first), 3/1/2024 or 1/3/2024 (`dayFirst` decides, from the whole file), "Mar 1, 2024", "1 March 2024".
 */
function readDate(raw: string, dayFirst: boolean): string | null {
  const text = raw.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (m) return ymd(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:$|\s)/.exec(text);
  if (m) return ymd(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?:$|[\s,T])/.exec(text);
  if (m) return dayFirst ? ymd(+m[3], +m[2], +m[1]) : ymd(+m[3], +m[1], +m[2]);
  m = /^(?:[a-z]+,?\s+)?([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[1].toLowerCase())) return ymd(+m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, +m[2]);
  m = /^(?:[a-z]+,?\s+)?(\d{1,2})\.?\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[2].toLowerCase())) return ymd(+m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]);
  return null;
}

/** The time of day a date cell carries ("2026-06-05 07:15:00", "…T07:15"), in seconds; null for a bare date. */
function readTime(raw: string): number | null {
  const m = /[T\s](\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(raw.trim());
  return m ? +m[1] * 3600 + +m[2] * 60 + +(m[3] ?? 0) : null;
}

/** Whether the file's slashed dates put the day first: some first part past 12 says so, some second part past 12 says not. */
function slashedDayFirst(values: string[]): boolean {
  for (const v of values) {
    const m = /^(\d{1,2})[/-](\d{1,2})[/-]\d{2,4}/.exec(v.trim());
    if (m && +m[1] > 12) return true;
    if (m && +m[2] > 12) return false;
  }
  return false;
}

/**
 * "8", "7.5", "7,5" (a decimal comma), "12,345" or "12 345" (thousands), "8 cups"; NaN for anything else. In a
 * semicolon-separated file, as European spreadsheets write, "12.345" is twelve thousand.
 */
function readNumber(raw: string, european: boolean): number {
  let text = raw
    .trim()
    .replace(/^[\u2212\u2013]/, '-')
    .replace(/[\s\u00a0\u202f]+(?=\d{3}\b)/g, '');
  text = text.replace(/\s*[a-z%/]+\.?$/i, '');
  if (european && /^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(text)) text = text.replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** "1:30" (hours and minutes) for a metric kept in hours. */
function readDuration(raw: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  return m ? +m[1] + +m[2] / 60 : Number.NaN;
}

function readCell(c: ReadColumn & { metric: HealthMetricKey }, raw: string, european: boolean): number | string {
  const label = getMetric(c.metric).label;
  let value = readNumber(raw, european);
  if (Number.isNaN(value) && c.factor === 1 && (c.metric === 'sleep' || c.metric === 'screenTime')) value = readDuration(raw);
  if (Number.isNaN(value)) return `${label}: “${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}” is not a number`;
  const stored = keptValue(value * c.factor);
  const check = healthMetricValueSchemas[c.metric].safeParse(stored);
  return check.success ? stored : check.error.issues[0].message;
}

function parseRecords(text: string): { records: string[][]; delimiter: string } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  try {
    return { records: parse(body, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }), delimiter };
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw badRequest('file', `This CSV cannot be read${e.lines ? ` (line ${e.lines})` : ''}: ${e.message.replace(/^Invalid [^:]*: /, '').slice(0, 200)}`);
  }
}

/**
 * Reads a CSV of daily values: every row checked, every problem reported by row number (the header is row 1) and
 * column. A value is kept as measured or its row is reported, never clamped. Rows on one date are several
 * measurements of that day when each carries a time of day (a scale's weigh-ins); two bare dates are a mistake.
 */
export function readHealthCsv(text: string): { columns: Column[]; entries: CsvEntry[]; errors: RowError[]; notes: string[]; rowCount: number } {
  const { records, delimiter } = parseRecords(text);
  if (records.length === 0) throw badRequest('file', 'The file is empty: it needs a header row with a date column and at least one metric');
  const read = records[0].map(readHeader);
  const columns = read.map(({ header, metric }) => ({ header: header.slice(0, 200), metric }));
  const notes = read.flatMap((c) => (c.note ? [c.note] : []));
  const dateIndex = read.findIndex((c) => c.metric === 'date');
  if (dateIndex < 0) throw badRequest('file', 'No date column: name one of the columns "Date"');
  const seen = new Set<string>();
  const metricColumns: Array<ReadColumn & { index: number; metric: HealthMetricKey }> = [];
  read.forEach((c, index) => {
    if (!c.metric || c.metric === 'date' || seen.has(c.metric)) {
      if (c.metric && c.metric !== 'date') columns[index].metric = null;
      return;
    }
    seen.add(c.metric);
    metricColumns.push({ ...c, index, metric: c.metric });
  });
  if (metricColumns.length === 0) {
    throw badRequest('file', `None of the columns is one of the twelve metrics (${HEALTH_METRICS.map((m) => m.label).join(', ')})`);
  }

  const dayFirst = slashedDayFirst(records.slice(1).map((r) => r[dateIndex] ?? ''));
  const dateHeader = read[dateIndex].header;
  const entries: CsvEntry[] = [];
  const errors: RowError[] = [];
  const bareDates = new Map<string, number>();
  records.slice(1).forEach((record, i) => {
    const row = i + 2;
    const rawDate = record[dateIndex] ?? '';
    const date = readDate(rawDate, dayFirst);
    const time = readTime(rawDate);
    if (!date || !isoDateSchema.safeParse(date).success) {
      errors.push({ row, column: dateHeader, message: rawDate ? `“${rawDate.slice(0, 40)}” is not a date` : 'The date is missing' });
    } else if (time === null && bareDates.has(date)) {
      errors.push({ row, column: dateHeader, message: `${date} is already on row ${bareDates.get(date)}` });
    } else if (time === null) bareDates.set(date, row);
    const values: CsvEntry['values'] = {};
    for (const c of metricColumns) {
      const raw = record[c.index] ?? '';
      if (raw === '' || raw === '-' || raw === '—') continue;
      const value = readCell(c, raw, delimiter === ';');
      if (typeof value === 'string') errors.push({ row, column: c.header.slice(0, 200), message: value });
      else values[c.metric] = value;
    }
    if (date) entries.push({ row, date, time, values });
  });
  return { columns, entries, errors, notes, rowCount: records.length - 1 };
}

/**
 * The file's days from its rows (those not in `skip`): a date measured several times keeps, metric by metric, its
 * last measurement, as the Health app's daily weight does; a bare date met again was reported as a mistake.
 */
export function dailyRows(entries: CsvEntry[], skip: ReadonlySet<number>): { days: CsvDay[]; measuredDays: number } {
  const byDate = new Map<string, CsvEntry[]>();
  for (const entry of entries) {
    if (skip.has(entry.row)) continue;
    const list = byDate.get(entry.date) ?? [];
    list.push(entry);
    byDate.set(entry.date, list);
  }
  const days: CsvDay[] = [];
  let measuredDays = 0;
  for (const [date, list] of byDate) {
    if (list.length === 1) {
      days.push({ row: list[0].row, date, values: list[0].values });
      continue;
    }
    measuredDays++;
    // Latest last; on the same time, the later row of the file.
    const ordered = [...list].sort((a, b) => (a.time ?? 0) - (b.time ?? 0) || a.row - b.row);
    const values: CsvDay['values'] = {};
    for (const entry of ordered) Object.assign(values, entry.values);
    days.push({ row: ordered.at(-1)!.row, date, values });
  }
  return { days: days.sort((a, b) => a.row - b.row), measuredDays };
}
