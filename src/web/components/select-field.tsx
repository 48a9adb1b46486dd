import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

// Radix keeps a select's value as a string: the option's own value (a number for an hour) is found again by it.
const keyOf = (value: string | number) => String(value);
const valueFor = <V extends string | number>(options: readonly SelectOption<V>[], key: string) => options.find((o) => keyOf(o.value) === key)?.value;

function OptionItems<V extends string | number>({ options }: { options: readonly SelectOption<V>[] }) {
  return options.map((option) => (
    <SelectItem key={keyOf(option.value)} value={keyOf(option.value)}>
      {option.label}
    </SelectItem>
  ));
}

type SelectInputProps<V extends string | number> = {
  id: string;
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  className?: string;
  triggerClassName?: string;
} & Omit<ComponentProps<typeof SelectTrigger>, 'id' | 'className' | 'onChange' | 'value'>;

/** A labelled choice from a short list, held in the component's own state. */
export function SelectInput<V extends string | number>({
  id,
  label,
  value,
  onChange,
  options,
  className,
  triggerClassName,
  ...triggerProps
}: SelectInputProps<V>) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={keyOf(value)}
        onValueChange={(key) => {
          const next = valueFor(options, key);
          if (next !== undefined) onChange(next);
        }}
      >
        <SelectTrigger id={id} className={triggerClassName} {...triggerProps}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <OptionItems options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}

type SelectFieldProps<T extends FieldValues, V extends string | number> = {
  // Any output type: a form whose schema transforms its values binds its fields here too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
};

/** A labelled choice from a short list bound to a react-hook-form field, with its hint and error message. */
export function SelectField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  placeholder,
  description,
  className,
  contentClassName,
}: SelectFieldProps<T, V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            name={field.name}
            value={options.some((o) => o.value === field.value) ? keyOf(field.value) : undefined}
            onValueChange={(key) => field.onChange(valueFor(options, key))}
          >
            <FormControl>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent className={contentClassName}>
              <OptionItems options={options} />
            </SelectContent>
          </Select>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
