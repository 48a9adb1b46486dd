import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { cn } from '@/lib/utils';

export interface RadioOption<V extends string | null> {
  value: V;
  label: ReactNode;
}

type RadioFieldProps<T extends FieldValues, V extends string | null> = {
  control: Control<T>;
  name: FieldPath<T>;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly RadioOption<V>[];
  className?: string;
  /** How the choices sit: in a row from small screens up by default. */
  optionsClassName?: string;
};

/** A group of radio buttons under a legend, bound to a react-hook-form field, with its error message. */
export function RadioField<T extends FieldValues, V extends string | null>({
  control,
  name,
  legend,
  description,
  options,
  className,
  optionsClassName = 'flex flex-col gap-2 sm:flex-row sm:gap-6',
}: RadioFieldProps<T, V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <fieldset>
            <legend className="text-sm font-medium">{legend}</legend>
            {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
            <div className={cn('mt-2', optionsClassName)}>
              {options.map((option) => (
                <label key={option.value ?? ''} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={option.value ?? ''}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    onBlur={field.onBlur}
                    className="size-4 accent-primary"
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
