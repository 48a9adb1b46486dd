import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { IMPORT_MAX_BYTES, importFormSchema, type ImportFormValues, type ImportSummary } from '../../../shared/schemas/calendar';
import { shiftDate } from '../../../shared/dates';
import { lengthText } from '../../../shared/time-blocks-layout';
import { FilePicker } from '@/components/file-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/use-format';
import { useImportIcs } from './api/import-ics';

export function ImportCard() {
  const fmt = useFormat();
  const { today } = fmt;
  const importer = useImportIcs();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const form = useForm<ImportFormValues>({
    resolver: zodResolver(importFormSchema),
    defaultValues: { from: shiftDate(today, -30), to: shiftDate(today, 334) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file) return setFileError('Choose an .ics file to import');
    if (file.size > IMPORT_MAX_BYTES) return setFileError('The file is larger than 5 MB');
    setFileError(null);
    setSummary(null);
    const text = await file.text();
    importer.mutate({ text, ...values }, { onSuccess: setSummary });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import an .ics file</CardTitle>
        <CardDescription>
          Events in the dates you choose become time blocks at their times, to the nearest 5 minutes; all-day events become all-day busy time. A repeating event
          becomes one repeating block from its first date in the range, with its removed and changed dates. Events imported before are skipped. Files up to 5
          MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
          <FilePicker
            label="Calendar file (.ics)"
            accept=".ics,text/calendar"
            error={fileError}
            onChoose={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
          />
          <div className="flex flex-wrap gap-3">
            {(['from', 'to'] as const).map((name) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`calendar-import-${name}`}>{name === 'from' ? 'From' : 'To'}</Label>
                <Input
                  id={`calendar-import-${name}`}
                  type="date"
                  className="w-44"
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `calendar-import-${name}-error` : undefined}
                  {...form.register(name)}
                />
                {errors[name] && (
                  <p id={`calendar-import-${name}-error`} className="text-sm text-destructive dark:text-red-300">
                    {errors[name]?.message}
                  </p>
                )}
              </div>
            ))}
          </div>
          <Button type="submit" disabled={importer.isPending}>
            {importer.isPending ? 'Importing…' : 'Import'}
          </Button>
        </form>

        {summary && (
          <section aria-labelledby="calendar-import-summary" className="space-y-2 rounded-md border p-3 text-sm">
            <h4 id="calendar-import-summary" className="font-semibold">
              Imported {fmt.count(summary.imported.length)} {summary.imported.length === 1 ? 'event' : 'events'}, skipped {fmt.count(summary.skipped.length)}
            </h4>
            {summary.imported.length > 0 && (
              <ul aria-label="Imported events" className="list-disc space-y-0.5 pl-5">
                {summary.imported.map((e, i) => (
                  <li key={`${e.date}-${e.hour}-${i}`}>
                    {e.title} — {fmt.date(e.date, 'day')}, {fmt.hour(e.hour + e.minute / 60)} for {lengthText(e.durationMinutes)}
                    {e.rrule && `, repeating (${e.rrule})`}
                  </li>
                ))}
              </ul>
            )}
            {summary.busy && summary.busy.length > 0 && (
              <ul aria-label="All-day events kept as busy time" className="list-disc space-y-0.5 pl-5">
                {summary.busy.map((b, i) => (
                  <li key={`${b.uid}-${i}`}>
                    {b.title} — all day, busy on {b.dates.map((d) => fmt.date(d, 'day')).join(', ')}
                  </li>
                ))}
              </ul>
            )}
            {summary.expanded && summary.expanded.length > 0 && (
              <ul aria-label="Repeating events imported as separate blocks" className="list-disc space-y-0.5 pl-5">
                {summary.expanded.map((s, i) => (
                  <li key={`${s.uid}-${i}`}>
                    {s.title}: {s.reason}
                  </li>
                ))}
              </ul>
            )}
            {summary.skipped.length > 0 && (
              <ul aria-label="Skipped events" className="list-disc space-y-0.5 pl-5">
                {summary.skipped.map((s, i) => (
                  <li key={`${s.uid}-${i}`}>
                    {s.title}: {s.reason}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
