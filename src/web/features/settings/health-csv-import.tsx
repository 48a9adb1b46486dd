import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HEALTH_CSV_MAX_BYTES, type HealthCsvInvalidRows, type HealthCsvResult, healthCsvResultSchema } from '../../../shared/schemas/health-import';
import { FilePicker } from '@/components/file-picker';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/use-auth';
import { healthKeys } from '@/features/health';
import { apiUpload, readJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useFormat, withUnit } from '@/lib/use-format';
import { CsvAppliedSummary, CsvNotes, CsvPreviewTable, CsvProblems } from './health-csv-preview';

export const HEALTH_CSV_IMPORTED = 'Health data imported';

async function sendCsv(file: File, preview: boolean, invalidRows: HealthCsvInvalidRows = 'refuse'): Promise<HealthCsvResult> {
  if (file.size > HEALTH_CSV_MAX_BYTES) throw new Error(`The file is larger than ${HEALTH_CSV_MAX_BYTES / 1024 / 1024} MB.`);
  return readJson(
    await apiUpload(`/api/health-metrics/import/csv?preview=${preview}&invalidRows=${invalidRows}`, await file.text(), { contentType: 'text/csv' }),
    healthCsvResultSchema,
  );
}

export function HealthCsvImport() {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const fmt = useFormat();
  const weightUnit = useAuth().user?.weightUnit ?? 'lbs';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<HealthCsvResult | null>(null);
  const [applied, setApplied] = useState<HealthCsvResult | null>(null);
  const [busy, setBusy] = useState<'reading' | 'applying' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onChoose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setApplied(null);
    setError(null);
    if (!chosen) return;
    setBusy('reading');
    try {
      setPreview(await sendCsv(chosen, true));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  async function onApply(invalidRows: HealthCsvInvalidRows) {
    if (!file) return;
    setBusy('applying');
    setError(null);
    try {
      const result = await sendCsv(file, false, invalidRows);
      const filled = result.summary?.metrics.reduce((n, m) => n + m.filled, 0) ?? 0;
      const kept = result.summary?.metrics.reduce((n, m) => n + m.kept, 0) ?? 0;
      toast({
        title: HEALTH_CSV_IMPORTED,
        description: `${fmt.count(filled)} ${filled === 1 ? 'value' : 'values'} filled, ${fmt.count(kept)} kept as you recorded them.`,
      });
      setApplied(result);
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: healthKeys.all });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const ignored = preview?.columns.filter((c) => c.metric === null).map((c) => c.header) ?? [];
  const canApply = !!preview && preview.errorCount === 0 && preview.rowCount > 0 && busy === null;
  const goodRows = preview ? preview.rowCount - preview.skippedRows : 0;
  const canSkip = !!preview && preview.errorCount > 0 && goodRows > 0 && busy === null;

  return (
    <div className="space-y-2">
      <h3 className="font-medium">Health from a CSV</h3>
      <p className="text-sm text-muted-foreground">
        A spreadsheet or another tracker’s export: a Date column and any of the twelve metrics by name, such as Sleep (hrs), Water, Steps or Weight (kg). You
        see the first rows before anything is saved; values fill the metrics you have not recorded.
      </p>
      <FilePicker ref={input} label="Health CSV" accept=".csv,.txt,text/csv" onChoose={(chosen) => void onChoose(chosen)} />
      {busy === 'reading' && (
        <p className="text-sm text-muted-foreground" role="status">
          Reading the file…
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      )}
      {preview && (
        <div className="space-y-3">
          <CsvPreviewTable preview={preview} weightUnit={weightUnit} />
          {ignored.length > 0 && <p className="text-sm text-muted-foreground">Not imported (not one of the twelve metrics): {ignored.join(', ')}</p>}
          <CsvNotes notes={preview.notes} />
          <CsvProblems result={preview} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onApply('refuse')} disabled={!canApply}>
              {busy === 'applying' ? 'Importing…' : 'Apply import'}
            </Button>
            {preview.errorCount > 0 && (
              <Button variant="outline" onClick={() => void onApply('skip')} disabled={!canSkip}>
                Import the {fmt.count(goodRows)} good {goodRows === 1 ? 'row' : 'rows'}, skip {fmt.count(preview.skippedRows)}
              </Button>
            )}
          </div>
        </div>
      )}
      {applied?.summary && <CsvAppliedSummary result={applied} />}
      {preview === null && applied === null && busy === null && !error && file === null && (
        <p className="text-sm text-muted-foreground">{withUnit(HEALTH_CSV_MAX_BYTES / 1024 / 1024, 'MB', fmt)} at most.</p>
      )}
    </div>
  );
}
