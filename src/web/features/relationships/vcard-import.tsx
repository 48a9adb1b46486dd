import { useRef, useState } from 'react';
import { Upload, X } from 'lucide-react';
import { VCARD_IMPORT_MAX_BYTES, type VcardImportSummary } from '../../../shared/schemas/relationships';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useImportVcards } from './api/import-vcards';

/** Imports contacts from a .vcf file and shows what came in and what was left out, and why. */
export function VcardImport() {
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportVcards();
  const fmt = useFormat();
  const [summary, setSummary] = useState<VcardImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onFile(file: File | undefined) {
    if (!file) return;
    setSummary(null);
    setError(null);
    if (file.size > VCARD_IMPORT_MAX_BYTES) return setError('The file is larger than 5 MB.');
    importer.mutate(file, { onSuccess: setSummary, onError: (err) => setError(errorMessage(err)) });
  }

  return (
    <div className="space-y-3">
      <input
        ref={input}
        type="file"
        accept=".vcf,.vcard,text/vcard,text/x-vcard"
        className="sr-only"
        tabIndex={-1}
        aria-label="Contacts file (.vcf)"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" disabled={importer.isPending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {importer.isPending ? 'Importing…' : 'Import contacts'}
      </Button>
      {(summary || error) && (
        <div role="status" className="relative max-w-xl rounded-md border p-3 pr-10 text-sm">
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1 size-8"
            aria-label="Dismiss the import summary"
            onClick={() => {
              setSummary(null);
              setError(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
          {error ? (
            <p className="text-destructive dark:text-red-300">The contacts could not be imported: {error}</p>
          ) : summary ? (
            <>
              <p className="font-medium">
                Imported {fmt.count(summary.imported)} {summary.imported === 1 ? 'person' : 'people'}, skipped {fmt.count(summary.skipped)}
              </p>
              {summary.skippedCards.length > 0 && (
                <ul aria-label="Skipped contacts" className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                  {summary.skippedCards.map((s) => (
                    <li key={s.card}>
                      {s.name ?? `Card ${fmt.count(s.card)}`}: {s.reason}
                    </li>
                  ))}
                </ul>
              )}
              {summary.skippedCards.length < summary.skipped && (
                <p className="mt-1 text-muted-foreground">
                  Showing the first {fmt.count(summary.skippedCards.length)} of {fmt.count(summary.skipped)} skipped contacts.
                </p>
              )}
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
