import type { TaskImportResult } from '../../../shared/schemas/task-import';
import { useFormat } from '@/lib/use-format';

type Row = { row: number; key: string; text: string };

function RowList({ label, rows, total, place }: { label: string; rows: Row[]; total: number; place: string }) {
  const fmt = useFormat();
  if (rows.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{label}</p>
      <ul aria-label={label} className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
        {rows.map((r) => (
          <li key={r.key}>
            {place} {fmt.count(r.row)}: {r.text}
          </li>
        ))}
      </ul>
      {total > rows.length && <p className="mt-1 text-muted-foreground">and {fmt.count(total - rows.length)} more</p>}
    </div>
  );
}

/** What an import created, what it left out and why, and what it kept in notes for want of a field. */
export function TaskImportSummary({ result }: { result: TaskImportResult }) {
  const fmt = useFormat();
  const place = result.format === 'todoist' ? 'Row' : 'Line';
  return (
    <section aria-labelledby="task-import-result" className="space-y-3 rounded-md border p-3 text-sm">
      <h3 id="task-import-result" className="font-semibold">
        Created {fmt.count(result.created)} {result.created === 1 ? 'task' : 'tasks'}, skipped {fmt.count(result.skippedCount)}
      </h3>
      <RowList
        label="Skipped rows"
        place={place}
        total={result.skippedCount}
        rows={result.skipped.map((s, i) => ({ row: s.row, key: `s${i}`, text: s.text ? `“${s.text}”: ${s.reason}` : s.reason }))}
      />
      <RowList
        label="Kept in the task's notes"
        place={place}
        total={result.keptCount}
        rows={result.kept.map((k, i) => ({ row: k.row, key: `k${i}`, text: k.message }))}
      />
    </section>
  );
}
