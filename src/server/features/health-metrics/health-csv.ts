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

/** Header words, squeezed to letters and digits, that name each column; the spec's labels and keys are added below. */
const SYNONYMS: Record<HealthMetricKey | 'date', string[]> = {
  date: ['date', 'day', 'datum', 'fecha', 'data', 'startdate', 'datetime', 'timestamp'],
  sleep: ['sleephours', 'hoursofsleep', 'sleepduration', 'asleep', 'timeasleep', 'totalsleep', 'sleeptime'],
  water: ['watercups', 'waterintake', 'hydration', 'dietarywater', 'drinks'],
  exercise: ['exerciseminutes', 'exercisetime', 'workout', 'workouts', 'workoutminutes', 'activeminutes', 'activityminutes', 'activity'],
  nutrition: ['nutritionscore', 'diet', 'dietscore', 'eating'],
  stress: ['stresslevel'],
  energy: ['energylevel'],
  mood: ['moodscore', 'moodrating'],
  weight: ['bodyweight', 'bodymass', 'mass'],
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

/** A unit in a header such as "Weight (kg)" or "Water [ml]", as a factor to the metric's stored unit. */
const UNIT_FACTORS: Partial<Record<HealthMetricKey, Record<string, number>>> = {
  weight: { lbs: 1, lb: 1, pounds: 1, kg: 1 / KG_PER_LB, kgs: 1 / KG_PER_LB, kilograms: 1 / KG_PER_LB, g: 0.001 / KG_PER_LB },
  water: { cups: 1, cup: 1, ml: 1 / ML_PER_CUP, l: 1000 / ML_PER_CUP, liters: 1000 / ML_PER_CUP, litres: 1000 / ML_PER_CUP, oz: 1 / 8, floz: 1 / 8, glasses: 1 },
  sleep: { hrs: 1, hr: 1, h: 1, hours: 1, min: 1 / 60, mins: 1 / 60, minutes: 1 / 60 },
  screenTime: { hrs: 1, hr: 1, h: 1, hours: 1, min: 1 / 60, mins: 1 / 60, minutes: 1 / 60 },
  exercise: { min: 1, mins: 1, minutes: 1, hrs: 60, hr: 60, h: 60, hours: 60 },
  meditation: { min: 1, mins: 1, minutes: 1, hrs: 60, hr: 60, h: 60, hours: 60 },
};

interface ReadColumn {
  header: string;
  metric: HealthMetricKey | 'date' | null;
  factor: number;
}

function readHeader(header: string): ReadColumn {
  const unitMatch = /[([]\s*([^)\]]*?)\s*[)\]]\s*$/.exec(header);
  const name = squeeze(unitMatch ? header.slice(0, unitMatch.index) : header);
  let metric = NAMES.get(name) ?? null;
  let unit = unitMatch ? squeeze(unitMatch[1]!) : '';
  // "Weight kg", "sleep_hours", "water_ml": a unit written as the header's last word.
  if (!metric) {
    const words = header.trim().toLowerCase().split(/[\s_\-.]+/);
    const last = words.pop() ?? '';
    const base = NAMES.get(squeeze(words.join('')));
    if (base && base !== 'date' && UNIT_FACTORS[base]?.[squeeze(last)] !== undefined) {
      metric = base;
      unit = squeeze(last);
    }
  }
  const factor = metric && metric !== 'date' && unit ? UNIT_FACTORS[metric]?.[unit] : 1;
  return { header, metric, factor: factor ?? 1 };
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
  if (m) return ymd(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:$|\s)/.exec(text);
  if (m) return ymd(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})(?:$|[\s,T])/.exec(text);
  if (m) return dayFirst ? ymd(+m[3]!, +m[2]!, +m[1]!) : ymd(+m[3]!, +m[1]!, +m[2]!);
  m = /^(?:[a-z]+,?\s+)?([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[1]!.toLowerCase())) return ymd(+m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1, +m[2]!);
  m = /^(?:[a-z]+,?\s+)?(\d{1,2})\.?\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[2]!.toLowerCase())) return ymd(+m[3]!, MONTHS.indexOf(m[2]!.toLowerCase()) + 1, +m[1]!);
  return null;
}

/** Whether the file's slashed dates put the day first: some first part past 12 says so, some second part past 12 says not. */
function slashedDayFirst(values: string[]): boolean {
  for (const v of values) {
    const m = /^(\d{1,2})[/-](\d{1,2})[/-]\d{2,4}/.exec(v.trim());
    if (m && +m[1]! > 12) return true;
    if (m && +m[2]! > 12) return false;
  }
  return false;
}

/**
 * "8", "7.5", "7,5" (a decimal comma), "12,345" or "12 345" (thousands), "8 cups"; NaN for anything else. In a
 * semicolon-separated file, as European spreadsheets write, "12.345" is twelve thousand.
 */
function readNumber(raw: string, european: boolean): number {
  let text = raw.trim().replace(/^[\u2212\u2013]/, '-').replace(/[\s\u00a0\u202f]+(?=\d{3}\b)/g, '');
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
  return m ? +m[1]! + +m[2]! / 60 : Number.NaN;
}

/**
 * Reads a CSV of daily values: every row checked, every problem reported by row number (the header is row 1) and
 * column. A value is kept as measured or its row is reported, never clamped.
 */
export function readHealthCsv(text: string): { columns: Column[]; days: CsvDay[]; errors: RowError[]; rowCount: number } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  let records: string[][];
  try {
    records = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true }) as string[][];
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw badRequest('file', `This CSV cannot be read${e.lines ? ` (line ${e.lines})` : ''}: ${e.message.replace(/^Invalid [^:]*: /, '')}`);
  }
  if (records.length === 0) throw badRequest('file', 'The file is empty: it needs a header row with a date column and at least one metric');
  const read = records[0]!.map(readHeader);
  const columns = read.map(({ header, metric }) => ({ header, metric }));
  const dateIndex = read.findIndex((c) => c.metric === 'date');
  if (dateIndex < 0) throw badRequest('file', 'No date column: name one of the columns "Date"');
  const seen = new Set<string>();
  const metricColumns: Array<ReadColumn & { index: number; metric: HealthMetricKey }> = [];
  read.forEach((c, index) => {
    if (!c.metric || c.metric === 'date' || seen.has(c.metric)) {
      if (c.metric && c.metric !== 'date') columns[index]!.metric = null;
      return;
    }
    seen.add(c.metric);
    metricColumns.push({ ...c, index, metric: c.metric });
  });
  if (metricColumns.length === 0) {
    throw badRequest('file', `None of the columns is one of the twelve metrics (${HEALTH_METRICS.map((m) => m.label).join(', ')})`);
  }

  const dayFirst = slashedDayFirst(records.slice(1).map((r) => r[dateIndex] ?? ''));
  const days: CsvDay[] = [];
  const errors: RowError[] = [];
  const rowOfDate = new Map<string, number>();
  records.slice(1).forEach((record, i) => {
    const row = i + 2;
    const dateHeader = read[dateIndex]!.header;
    const rawDate = record[dateIndex] ?? '';
    const date = readDate(rawDate, dayFirst);
    if (!date || !isoDateSchema.safeParse(date).success) {
      errors.push({ row, column: dateHeader, message: rawDate ? `“${rawDate}” is not a date` : 'The date is missing' });
    } else if (rowOfDate.has(date)) {
      errors.push({ row, column: dateHeader, message: `${date} is already on row ${rowOfDate.get(date)}` });
    } else rowOfDate.set(date, row);
    const values: CsvDay['values'] = {};
    for (const c of metricColumns) {
      const raw = record[c.index] ?? '';
      if (raw === '' || raw === '-' || raw === '—') continue;
      const label = getMetric(c.metric).label;
      let value = readNumber(raw, delimiter === ';');
      if (Number.isNaN(value) && c.factor === 1 && (c.metric === 'sleep' || c.metric === 'screenTime')) value = readDuration(raw);
      if (Number.isNaN(value)) {
        errors.push({ row, column: c.header, message: `${label}: “${raw}” is not a number` });
        continue;
      }
      const stored = keptValue(value * c.factor);
      const check = healthMetricValueSchemas[c.metric].safeParse(stored);
      if (!check.success) errors.push({ row, column: c.header, message: check.error.issues[0]!.message });
      else values[c.metric] = stored;
    }
    if (date) days.push({ row, date, values });
  });
  return { columns, days, errors, rowCount: records.length - 1 };
}
