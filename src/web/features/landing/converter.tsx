import { useId, useState } from 'react';
import { decimalToDozenal } from '../../../shared/dozenal';
import { DozenalText } from '@/components/dozenal-text';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function Converter() {
  const [value, setValue] = useState('');
  const inputId = useId();
  const result = value.trim() === '' ? null : decimalToDozenal(value);

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
            onChange={(e) => setValue(e.target.value)}
          />
          <p className="text-sm text-muted-foreground">Whole numbers; fractions are truncated.</p>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium leading-none">
            Dozenal
          </span>
          <output
            htmlFor={inputId}
            aria-label="Dozenal result"
            aria-live="polite"
            data-testid="dozenal-result"
            className="flex h-10 min-w-0 items-center overflow-x-auto rounded-md border bg-muted px-3 font-mono text-lg font-semibold tracking-wide"
          >
            {result ? <DozenalText>{result}</DozenalText> : null}
          </output>
          <p className="text-sm text-muted-foreground">
            <DozenalText>↊</DozenalText> is ten and <DozenalText>↋</DozenalText> is eleven.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
