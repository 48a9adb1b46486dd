import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

type TextFieldProps<T extends FieldValues> = {
  // Any output type: a form whose schema transforms its values binds its fields here too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  inputClassName?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'className'>;

/** A labelled text input bound to a react-hook-form field, with its hint and error message. */
export function TextField<T extends FieldValues>({ control, name, label, description, className, inputClassName, ...inputProps }: TextFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input className={inputClassName} {...inputProps} {...field} value={field.value ?? ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
