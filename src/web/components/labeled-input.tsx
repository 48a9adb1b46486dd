import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type LabeledInputProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and tied to it for screen readers. */
  error?: string | null;
  onValueChange: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'id' | 'onChange'>;

/** A labelled input held in component state (for short forms without react-hook-form), with its hint and error. */
export function LabeledInput({ label, hint, error, onValueChange, ...inputProps }: LabeledInputProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onValueChange(e.target.value)} {...inputProps} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
