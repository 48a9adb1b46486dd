import { useState } from 'react';
import { HeartHandshake, UserPlus } from 'lucide-react';
import { isDueForContact } from '../../../shared/relationships-contact';
import type { Relationship } from '../../../shared/schemas/relationships';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useStableOrder } from '@/lib/stable-order';
import { VcardImport } from './vcard-import';
import { DELETE_RELATIONSHIP_FAILURE, useDeleteRelationship } from './api/delete-relationship';
import { useRelationships } from './api/get-relationships';
import { RelationshipCard } from './relationship-card';
import { RelationshipDialog } from './relationship-dialog';

function CardsSkeleton() {
  return (
    <div role="status" aria-label="Loading people" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
          <Skeleton className="h-4 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-9 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value ?? <Skeleton className="mt-1 h-7 w-10" />}</dd>
    </div>
  );
}

export default function RelationshipsPage() {
  const { data, isLoading, isError, error, refetch } = useRelationships();
  // Logging a call moves the person on the server's list; on screen the card stays put until the page is left.
  const people = useStableOrder(data);
  const remove = useDeleteRelationship();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Relationship | null>(null);

  const fmt = useFormat();
  const { today } = fmt;
  const dueCount = people?.filter((p) => isDueForContact(p, today)).length;

  function openCreate() {
    setEditing(null);
    setDialogOpen(true);
  }

  function openEdit(person: Relationship) {
    setEditing(person);
    setDialogOpen(true);
  }

  function onDelete(person: Relationship) {
    remove.mutate(person.id, {
      onError: (err) => toast({ variant: 'destructive', title: DELETE_RELATIONSHIP_FAILURE, description: errorMessage(err) }),
    });
  }

  return (
    <div>
      <PageHeader
        title="Relationships"
        description="Keep in touch with about 12 key people, log your calls, messages and meetings, and get reconnection suggestions."
        actions={
          <Button onClick={openCreate} data-focus-fallback>
            <UserPlus aria-hidden="true" />
            Add person
          </Button>
        }
      />

      <div className="mb-6">
        <VcardImport />
      </div>

      <dl className="mb-6 grid grid-cols-2 gap-3 sm:max-w-md" aria-label="Relationship counts">
        <Stat label="People" value={people ? fmt.count(people.length) : null} />
        <Stat label="Due for contact" value={dueCount !== undefined ? fmt.count(dueCount) : null} />
      </dl>

      {isLoading ? (
        <CardsSkeleton />
      ) : isError ? (
        <Card role="alert" className="p-6">
          <p className="font-medium">Your people could not be loaded.</p>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : !people || people.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <HeartHandshake className="size-10 text-primary" aria-hidden="true" />
          <p className="max-w-sm text-lg font-medium">No people yet — add the dozen people who matter most.</p>
          <Button onClick={openCreate}>
            <UserPlus aria-hidden="true" />
            Add your first person
          </Button>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="People, most overdue first">
          {people.map((person) => (
            <li key={person.id} className="min-w-0">
              <RelationshipCard
                person={person}
                today={today}
                onEdit={openEdit}
                onDelete={onDelete}
                deleting={remove.isPending && remove.variables === person.id}
              />
            </li>
          ))}
        </ul>
      )}

      <RelationshipDialog open={dialogOpen} onOpenChange={setDialogOpen} editing={editing} />
    </div>
  );
}
