import { useState, type FormEvent } from 'react';
import { DAILY_PLAN_TEXT_MAX } from '../../../../shared/schemas/daily-plans';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** One line of text (an intention or a reflection) and the button that keeps it. */
export function OneLineForm(props: { label: string; placeholder: string; initial: string; submit: string; pending: boolean; onSave: (text: string) => void }) {
  const [text, setText] = useState(props.initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(text.trim());
  };
  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onSubmit}>
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="one-line">{props.label}</Label>
        <Input id="one-line" value={text} maxLength={DAILY_PLAN_TEXT_MAX} placeholder={props.placeholder} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" disabled={props.pending}>
        {props.submit}
      </Button>
    </form>
  );
}
