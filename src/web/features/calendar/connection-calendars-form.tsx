import { useState } from 'react';
import type { Connection, RemoteCalendar } from '../../../shared/schemas/calendar-connections';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useChooseCalendars, useRemoteCalendars } from './api/connections';

const NONE = '';

/** The write calendar first picked: the one chosen before, else the account's primary calendar when it can be written. */
const initialWrite = (connection: Connection, calendars: RemoteCalendar[]) =>
  connection.writeCalendar?.id ?? calendars.find((c) => c.primary && c.canWrite)?.id ?? NONE;

/** Chooses the calendar time blocks are written to (or none) and the calendars read as busy time. */
export function ConnectionCalendarsForm({ connection, onDone }: { connection: Connection; onDone: () => void }) {
  const calendars = useRemoteCalendars(connection.id, true);
  if (calendars.isLoading) return <Skeleton className="h-24 w-full" aria-label="Loading the account’s calendars" />;
  if (calendars.isError) {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Could not list the account’s calendars: {errorMessage(calendars.error)}
      </p>
    );
  }
  return <ChooseForm connection={connection} calendars={calendars.data ?? []} onDone={onDone} />;
}

function ChooseForm({ connection, calendars, onDone }: { connection: Connection; calendars: RemoteCalendar[]; onDone: () => void }) {
  const choose = useChooseCalendars();
  const [write, setWrite] = useState(() => initialWrite(connection, calendars));
  const [busy, setBusy] = useState(() => new Set(connection.busyCalendars.map((c) => c.id)));
  const selectId = `connection-${connection.id}-write`;
  const toggle = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    choose.mutate(
      { id: connection.id, input: { writeCalendarId: write || null, busyCalendarIds: [...busy].filter((id) => id !== write) } },
      { onSuccess: onDone },
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Write time blocks to</Label>
        <select
          id={selectId}
          value={write}
          onChange={(e) => setWrite(e.target.value)}
          className="h-9 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value={NONE}>Don’t write time blocks</option>
          {calendars
            .filter((c) => c.canWrite)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
        <p className="text-xs text-muted-foreground">Its other events show as busy time too.</p>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">Also show as busy</legend>
        {calendars
          .filter((c) => c.id !== write)
          .map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={busy.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
              <span className="break-all">{c.name}</span>
            </label>
          ))}
      </fieldset>
      {choose.isError && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(choose.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={choose.isPending}>
          {choose.isPending ? 'Syncing…' : 'Save and sync'}
        </Button>
        {(connection.writeCalendar || connection.busyCalendars.length > 0) && (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
