import { useRef, useState } from 'react';
import { EXPORT_TABLES, IMPORT_MAX_BYTES, type ExportTable, type ImportSummary } from '../../../shared/schemas/export';
import { FilePicker } from '@/components/file-picker';
import { Button } from '@/components/ui/button';
import { useFormat, withUnit } from '@/lib/use-format';
import { AppleHealthImport } from './apple-health-import';
import { BackupStatusPanel } from './backup-status';
import { HealthCsvImport } from './health-csv-import';
import { HealthPushHelp } from './health-push-help';
import { EXPORT_URL } from './api/export-data';
import { useImportData } from './api/import-data';
import { SettingsSection } from './settings-section';

const LABELS: Record<ExportTable, string> = {
  timeBlocks: 'Time blocks',
  healthMetrics: 'Health records',
  relationships: 'Relationships',
  interactions: 'Interactions',
  goals: 'Goals',
  tasks: 'Tasks',
  dailyPlans: 'Intentions and reflections',
  progressReviews: 'Progress reviews',
  chatMessages: 'Chat messages',
  insights: 'Insights',
};

function ImportResult({ summary }: { summary: ImportSummary }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full max-w-md text-sm">
        <caption className="mb-2 text-left font-medium">Import summary</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-4 font-medium">
              What
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Imported
            </th>
            <th scope="col" className="py-1 font-medium">
              Skipped (already there)
            </th>
          </tr>
        </thead>
        <tbody>
          {EXPORT_TABLES.map((table) => (
            <tr key={table} className="border-t">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {LABELS[table]}
              </th>
              <td className="py-1 pr-4">{summary.imported[table]}</td>
              <td className="py-1">{summary.skipped[table]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DataSection() {
  const fmt = useFormat();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const importData = useImportData();

  function onImport() {
    if (!file) return;
    importData.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  }

  return (
    <SettingsSection title="Your data" description="Take everything you keep here with you as one JSON file, or bring such a file back into this account.">
      <div className="space-y-6">
        <div className="space-y-2">
          <h3 className="font-medium">Export</h3>
          <p className="text-sm text-muted-foreground">
            Your profile, time blocks, health records, relationships with their interactions, goals, reviews, chat history and insights.
          </p>
          <Button asChild variant="outline">
            <a href={EXPORT_URL} download>
              Export my data
            </a>
          </Button>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">Import</h3>
          <p className="text-sm text-muted-foreground">
            Adds the file’s items to this account in one step: all or nothing. Items already here are skipped, never overwritten. Files up to{' '}
            {withUnit(IMPORT_MAX_BYTES / 1024 / 1024, 'MB', fmt)}.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <FilePicker ref={fileInput} label="Export file" accept="application/json,.json" onChoose={setFile} />
            <Button onClick={onImport} disabled={!file || importData.isPending}>
              {importData.isPending ? 'Importing…' : 'Import'}
            </Button>
          </div>
          {importData.isError && (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
              {importData.error.message}
            </p>
          )}
          {importData.data && <ImportResult summary={importData.data} />}
        </div>
        <AppleHealthImport />
        <HealthCsvImport />
        <HealthPushHelp />
        <BackupStatusPanel />
      </div>
    </SettingsSection>
  );
}
