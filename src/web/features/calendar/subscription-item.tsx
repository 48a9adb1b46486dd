import { useState } from 'react';
import type { Subscription } from '../../../shared/schemas/calendar-subscriptions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useRefreshSubscription, useRemoveSubscription, useRenameSubscription } from './api/change-subscription';

/** One subscribed calendar: its name, masked address, last fetch and event count, and why the last fetch failed. */
export function SubscriptionItem({ subscription }: { subscription: Subscription }) {
  const fmt = useFormat();
  const refresh = useRefreshSubscription();
  const [renaming, setRenaming] = useState(false);
  const s = subscription;
  return (
    <li className="space-y-2 rounded-md border p-3" aria-label={s.name}>
      {renaming ? <RenameForm subscription={s} onDone={() => setRenaming(false)} /> : <p className="font-medium break-words">{s.name}</p>}
      <p className="text-xs break-all text-muted-foreground">{s.url}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {s.lastError ? <Badge variant="destructive">Fetch failed</Badge> : <Badge variant="secondary">Subscribed</Badge>}
        <span>
          {fmt.count(s.eventCount)} {s.eventCount === 1 ? 'event' : 'events'}
        </span>
        {s.lastFetchedAt && (
          <span>
            Updated <time dateTime={s.lastFetchedAt}>{fmt.dateTime(s.lastFetchedAt)}</time>
          </span>
        )}
      </div>
      {s.lastError && (
        <p role="alert" className="text-sm break-words text-destructive dark:text-red-300">
          {s.lastError} The events from the last good fetch are still shown.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={refresh.isPending} aria-label={`Refresh ${s.name}`} onClick={() => refresh.mutate(s.id)}>
          {refresh.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
        {!renaming && (
          <Button type="button" size="sm" variant="outline" aria-label={`Rename ${s.name}`} onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
        <RemoveButton subscription={s} />
      </div>
    </li>
  );
}

function RenameForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const rename = useRenameSubscription();
  const [name, setName] = useState(subscription.name);
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate({ id: subscription.id, name }, { onSuccess: onDone });
      }}
    >
      <div className="grid min-w-40 flex-1 gap-1">
        <Input
          aria-label="Calendar name"
          value={name}
          maxLength={100}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onDone()}
          aria-invalid={rename.isError ? true : undefined}
        />
        {rename.isError && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {errorMessage(rename.error)}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function RemoveButton({ subscription }: { subscription: Subscription }) {
  const remove = useRemoveSubscription();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Remove ${subscription.name}`} disabled={remove.isPending}>
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove “{subscription.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its events leave your planner and Plan my day. The calendar itself is not changed; to see it again you subscribe with its address.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(subscription)}>Remove calendar</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
