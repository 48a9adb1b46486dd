import { useId, useState } from 'react';
import { decimalToDozenal } from '../../../shared/dozenal';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export const CONVERTER_HINT = 'Whole numbers; fractions are truncated.';
export const CONVERTER_NEGATIVE = 'Negative numbers have no result here: enter 0 or more.';
export const CONVERTER_NOT_A_NUMBER = 'Only digits convert, like 144 or 25.9.';

/** Why an input has no result (docs/product.md, Landing page: a negative or non-numeric input shows nothing), or null when it has one. */
function reasonForNoResult(value: string): string | null {
  const text = value.trim();
  if (text === '' || decimalToDozenal(text) !== null) return null;
  return decimalToDozenal(text.replace(/^-/, '')) !== null ? CONVERTER_NEGATIVE : CONVERTER_NOT_A_NUMBER;
}

export function Converter() {
  const [value, setValue] = useState('');
  const inputId = useId();
  const hintId = useId();
  const result = value.trim() === '' ? null : decimalToDozenal(value);
  const reason = reasonForNoResult(value);

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="grid gap-6 pt-6 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Decimal number</Label>
          <Input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 144"
            value={value}
            aria-describedby={hintId}
            aria-invalid={reason ? true : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <p id={hintId} role="status" className={reason ? 'text-sm font-medium text-foreground' : 'text-sm text-muted-foreground'}>
            {reason ?? CONVERTER_HINT}
          </p>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium leading-none">Dozenal</span>
          <output
            htmlFor={inputId}
            aria-label="Dozenal result"
            aria-live="polite"
            data-testid="dozenal-result"
            className="flex h-10 min-w-0 items-center overflow-x-auto rounded-md border bg-muted px-3 font-mono text-lg font-semibold tracking-wide whitespace-nowrap"
          >
            {result}
          </output>
          <p className="text-sm text-muted-foreground">↊ is ten and ↋ is eleven.</p>
        </div>
      </CardContent>
    </Card>
  );
}
