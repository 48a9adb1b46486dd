import { HEALTH_METRICS, shownMetric, toShownValue, type WeightUnit } from '../../../shared/health-metrics';
import type { HealthCsvResult } from '../../../shared/schemas/health-import';
import { useFormat } from '@/lib/use-format';

/** The first rows of the file as they will be stored, in the user's weight unit, under the metrics it holds. */
export function CsvPreviewTable({ preview, weightUnit }: { preview: HealthCsvResult; weightUnit: WeightUnit }) {
  const fmt = useFormat();
  const metrics = HEALTH_METRICS.filter((m) => preview.columns.some((c) => c.metric === m.key));
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium">
          Preview: {preview.rows.length < preview.dayCount ? `the first ${fmt.count(preview.rows.length)} of ` : ''}
          {fmt.count(preview.dayCount)} {preview.dayCount === 1 ? 'day' : 'days'}
        </caption>
        <thead>
          <tr className="border-t text-left text-muted-foreground">
            <th scope="col" className="px-3 py-1 font-medium">
              Row
            </th>
            <th scope="col" className="px-3 py-1 font-medium">
              Date
            </th>
            {metrics.map((m) => {
              const unit = shownMetric(m, weightUnit).unit;
              return (
                <th key={m.key} scope="col" className="whitespace-nowrap px-3 py-1 font-medium">
                  {unit === m.label.toLowerCase() ? m.label : `${m.label} (${unit})`}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.row} className="border-t">
              <td className="px-3 py-1 text-muted-foreground">{fmt.count(r.row)}</td>
              <th scope="row" className="whitespace-nowrap px-3 py-1 text-left font-normal">
                {fmt.date(r.date)}
              </th>
              {metrics.map((m) => {
                const value = r.values[m.key];
                return (
                  <td key={m.key} className="px-3 py-1">
                    {value === undefined ? <span className="text-muted-foreground">–</span> : fmt.figure(toShownValue(m.key, value, weightUnit))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the file was read where a choice was made: a column not read as the metric it names, a day measured several times. */
export function CsvNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul aria-label="How the file was read" className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The file's problems, by row and column: the first ones the server sent, and how many there are in all. */
export function CsvProblems({ result, skipped = false }: { result: Pick<HealthCsvResult, 'errors' | 'errorCount'>; skipped?: boolean }) {
  const fmt = useFormat();
  const { errors, errorCount } = result;
  if (errorCount === 0) return null;
  const problems = `${fmt.count(errorCount)} ${errorCount === 1 ? 'problem' : 'problems'}`;
  return (
    <div role={skipped ? undefined : 'alert'} className="space-y-1 text-sm">
      <p className={skipped ? 'font-medium' : 'font-medium text-destructive dark:text-red-300'}>
        {skipped ? `Rows left out for ${problems}:` : `${problems} in the file: fix them and choose the file again, or import the good rows and skip these.`}
      </p>
      <ul aria-label={skipped ? 'Rows skipped' : 'Problems in the CSV'} className="list-disc space-y-0.5 pl-5">
        {errors.map((e) => (
          <li key={`${e.row}-${e.column}`}>
            Row {fmt.count(e.row)}, {e.column}: {e.message}
          </li>
        ))}
      </ul>
      {errors.length < errorCount && (
        <p className="text-muted-foreground">
          Showing the first {fmt.count(errors.length)} of {fmt.count(errorCount)} problems.
        </p>
      )}
    </div>
  );
}

/** What applying filled and kept, per metric, and the rows it skipped. */
export function CsvAppliedSummary({ result }: { result: HealthCsvResult }) {
  const fmt = useFormat();
  const summary = result.summary!;
  return (
    <div role="status" className="space-y-2 text-sm">
      {summary.metrics.length === 0 ? (
        <p>The file holds no values to import.</p>
      ) : (
        <ul aria-label="Imported CSV data" className="list-disc space-y-0.5 pl-5">
          {summary.metrics.map((m) => {
            const metric = HEALTH_METRICS.find((d) => d.key === m.metric)!;
            return (
              <li key={m.metric}>
                {metric.label}: {fmt.count(m.filled)} {m.filled === 1 ? 'day' : 'days'} filled, {fmt.count(m.kept)} kept as you recorded them (
                {fmt.dateRange(m.from, m.to)})
              </li>
            );
          })}
        </ul>
      )}
      <CsvNotes notes={result.notes} />
      <CsvProblems result={result} skipped />
      <RejectedValues rejected={summary.rejected} />
    </div>
  );
}

/** Values no day can hold (a scale's glitch, a doubled count): reported, never stored nor clamped (the first 50 listed). */
export function RejectedValues({ rejected }: { rejected: NonNullable<HealthCsvResult['summary']>['rejected'] }) {
  const fmt = useFormat();
  if (rejected.length === 0) return null;
  return (
    <div className="space-y-1">
      <p className="font-medium">
        {fmt.count(rejected.length)} {rejected.length === 1 ? 'value' : 'values'} left out, as no day can hold {rejected.length === 1 ? 'it' : 'them'}:
      </p>
      <ul aria-label="Values left out" className="list-disc space-y-0.5 pl-5">
        {rejected.slice(0, 50).map((r) => (
          <li key={`${r.date}-${r.metric}`}>{r.message}</li>
        ))}
      </ul>
    </div>
  );
}
