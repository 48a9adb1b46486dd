import { pastedCount, type PastedItem } from '../../../shared/task-paste';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { useAddPasted } from './api/add-pasted';
import { QuickAddPreview } from './quick-add-preview';

/** A pasted list before it is added: each line as the one-line add reads it, its steps under it, then Add or Cancel. */
export function PastedList({ items, skipped, today, onClose }: { items: PastedItem[]; skipped: number[]; today: string; onClose: () => void }) {
  const fmt = useFormat();
  const add = useAddPasted();
  const count = pastedCount(items);
  const noun = count === 1 ? 'task' : 'tasks';
  return (
    <section aria-labelledby="pasted-list-title" className="mb-6 space-y-3 rounded-md border bg-card p-4">
      <h2 id="pasted-list-title" className="font-semibold">
        Add {fmt.count(count)} {noun} from the pasted list?
      </h2>
      <ul aria-label="Pasted tasks" className="space-y-2">
        {items.map((item) => (
          <li key={item.line}>
            <QuickAddPreview parsed={item.result} today={today} id={`pasted-${item.line}`} />
            {item.steps.length > 0 && (
              <ul aria-label={`Steps of line ${fmt.count(item.line)}`} className="mt-1 space-y-1 border-l-2 pl-4">
                {item.steps.map((step) => (
                  <li key={step.line}>
                    <QuickAddPreview parsed={step.result} today={today} id={`pasted-${step.line}`} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {skipped.length > 0 && (
        <p className="text-xs text-muted-foreground">Left out, with nothing to add: line {skipped.map((line) => fmt.count(line)).join(', ')}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={add.isPending || count === 0}
          onClick={() => add.mutate({ items, title: `${fmt.count(count)} ${noun} added` }, { onSuccess: onClose })}
        >
          {add.isPending ? 'Adding…' : `Add ${fmt.count(count)} ${noun}`}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
