import { useState, type FormEvent, type ReactNode } from 'react';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorIssues, errorMessage } from '@/lib/errors';

export interface PasswordConfirmValues {
  password: string;
  code: string;
}

/** Asks for the password (and, with `askCode`, a current code) before a change to how the account signs in. */
export function PasswordConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  askCode?: boolean;
  pending: boolean;
  destructive?: boolean;
  onConfirm: (values: PasswordConfirmValues, onError: (error: unknown) => void) => void;
  children?: ReactNode;
}) {
  const [values, setValues] = useState<PasswordConfirmValues>({ password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordConfirmValues | 'form', string>>>({});

  function close(open: boolean) {
    props.onOpenChange(open);
    if (!open) {
      setValues({ password: '', code: '' });
      setErrors({});
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    props.onConfirm(values, (error) => {
      const named = Object.fromEntries(
        errorIssues(error)
          .filter((i) => i.path === 'password' || i.path === 'code')
          .map((i) => [i.path, i.message]),
      );
      setErrors(Object.keys(named).length ? named : { form: errorMessage(error) });
    });
  }

  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children ?? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <LabeledInput
              label="Password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onValueChange={(password) => setValues((v) => ({ ...v, password }))}
              error={errors.password}
            />
            {props.askCode && (
              <LabeledInput
                label="Code from your authenticator app"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={values.code}
                onValueChange={(code) => setValues((v) => ({ ...v, code }))}
                error={errors.code}
              />
            )}
            {errors.form && (
              <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
                {errors.form}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} disabled={props.pending}>
                {props.action}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
