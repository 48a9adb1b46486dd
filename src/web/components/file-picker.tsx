import { useId, type Ref } from 'react';
import { cn } from '@/lib/utils';

interface FilePickerProps {
  label: string;
  accept: string;
  onChoose: (file: File | null) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled file field that hands over the chosen file (or null when the choice is cleared), with its error. */
export function FilePicker({ label, accept, onChoose, error, ref, className }: FilePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="max-w-full text-sm file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground"
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
