import { useEffect, useId, useState } from 'react';
import type { Control } from 'react-hook-form';
import type { RelationshipFormValues } from '../../../shared/schemas/relationships';
import { FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NONE = 'none';
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 1))),
}));

interface Parts {
  day: string;
  month: string;
  year: string;
}

function partsOf(value: string | null | undefined): Parts {
  const match = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { day: '', month: NONE, year: '' };
  return { day: String(Number(match[3])), month: match[2], year: match[1] === '-' ? '' : match[1] };
}

/** The parts as the API takes them: null when all are empty, `--MM-dd` without a year; a half-filled date is sent as typed, for the schema to name. */
function valueOf({ day, month, year }: Parts): string | null {
  if (day.trim() === '' && month === NONE && year.trim() === '') return null;
  const mm = month === NONE ? '' : month;
  const dd = day.trim().padStart(2, '0');
  return `${year.trim() === '' ? '-' : year.trim()}-${mm}-${dd}`;
}

/** A birthday by day, month and an optional year. */
export function BirthdayField({ control }: { control: Control<RelationshipFormValues> }) {
  return <FormField control={control} name="birthday" render={({ field }) => <BirthdayParts value={field.value} onChange={field.onChange} />} />;
}

function BirthdayParts({ value, onChange }: { value: string | null | undefined; onChange: (value: string | null) => void }) {
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The form was reset to another person: show theirs, but never undo what is being typed.
  useEffect(() => {
    if ((value ?? null) !== valueOf(parts)) setParts(partsOf(value));
  }, [value, parts]);
  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next };
    setParts(merged);
    onChange(valueOf(merged));
  };
  return (
    <FormItem>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium leading-none">Birthday</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-day`} className="text-xs text-muted-foreground">
              Day
            </Label>
            <Input id={`${id}-day`} inputMode="numeric" className="w-16" maxLength={2} value={parts.day} onChange={(e) => change({ day: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label id={`${id}-month`} className="text-xs text-muted-foreground">
              Month
            </Label>
            <Select value={parts.month} onValueChange={(month) => change({ month })}>
              <SelectTrigger aria-labelledby={`${id}-month`} className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>—</SelectItem>
                {MONTHS.map((m) => (
                  <SelectItem key={m.value} value={m.value}>
                    {m.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-year`} className="text-xs text-muted-foreground">
              Year (optional)
            </Label>
            <Input id={`${id}-year`} inputMode="numeric" className="w-20" maxLength={4} value={parts.year} onChange={(e) => change({ year: e.target.value })} />
          </div>
        </div>
      </fieldset>
      <FormDescription>A birthday in the week ahead shows as due, here and on the dashboard.</FormDescription>
      <FormMessage />
    </FormItem>
  );
}
