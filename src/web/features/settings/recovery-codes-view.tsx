import { Copy, Download } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

function download(codes: string[]) {
  const text = [
    `${PRODUCT_NAME} recovery codes (${window.location.host})`,
    'Each code signs you in once, in place of a code from your app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${PRODUCT_NAME.toLowerCase()}-recovery-codes.txt` });
  link.click();
  URL.revokeObjectURL(url);
}

/** Recovery codes, shown once: to save before the dialog closes. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Download the codes or write them down instead.', variant: 'destructive' });
    }
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe, away from your phone. If you lose your authenticator app, each code signs you in once. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" size="sm" className="ml-auto" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}
