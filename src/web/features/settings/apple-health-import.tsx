import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getMetric, type HealthMetricKey } from '../../../shared/health-metrics';
import { type HealthImportSummary, healthImportSummarySchema } from '../../../shared/schemas/health-import';
import { FilePicker } from '@/components/file-picker';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { apiUpload, readJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { healthKeys } from '@/features/health';
import { useFormat } from '@/lib/use-format';
import { RejectedValues } from './health-csv-preview';

async function uploadExport(file: File, onProgress: (fraction: number) => void): Promise<HealthImportSummary> {
  const contentType = /\.zip$/i.test(file.name) ? 'application/zip' : 'application/xml';
  return readJson(await apiUpload('/api/health-metrics/import/apple-health', file, { contentType, onProgress }), healthImportSummarySchema);
}

export function AppleHealthImport() {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const fmt = useFormat();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<HealthImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  async function onImport() {
    if (!file) return;
    setSummary(null);
    setError(null);
    setProgress(0);
    try {
      setSummary(await uploadExport(file, setProgress));
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: healthKeys.all });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <h3 className="font-medium">Apple Health</h3>
      <p className="text-sm text-muted-foreground">
        In the Health app, tap your picture, then Export All Health Data, and choose the export.zip (or the export.xml inside it). Daily values fill the metrics
        you have not recorded; what you recorded is never replaced.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FilePicker ref={input} label="Health export" accept=".zip,.xml,application/zip,application/xml,text/xml" onChoose={setFile} />
        <Button onClick={() => void onImport()} disabled={!file || busy}>
          {busy ? 'Importing…' : 'Import Health data'}
        </Button>
      </div>
      {busy && (
        <div className="max-w-md space-y-1">
          <Progress value={progress * 100} aria-label="Health export upload" />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {progress < 1 ? `Uploading ${fmt.percent(Math.round(progress * 100))}` : 'Reading the export…'}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      )}
      {summary && (
        <div role="status" className="space-y-2 text-sm">
          {summary.metrics.length === 0 ? (
            <p>The export holds none of the twelve metrics.</p>
          ) : (
            <ul aria-label="Imported Health data" className="list-disc space-y-0.5 pl-5">
              {summary.metrics.map((m) => (
                <li key={m.metric}>
                  {getMetric(m.metric as HealthMetricKey).label}: {fmt.count(m.filled)} {m.filled === 1 ? 'day' : 'days'} filled, {fmt.count(m.kept)} kept as
                  you recorded them ({fmt.dateRange(m.from, m.to)})
                </li>
              ))}
            </ul>
          )}
          <RejectedValues rejected={summary.rejected} />
        </div>
      )}
    </div>
  );
}
