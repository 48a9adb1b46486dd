import { useMemo, useState } from 'react';
import { HeartHandshake, UserPlus } from 'lucide-react';
import { isDueForContact } from '../../../shared/relationships-contact';
import type { Relationship } from '../../../shared/schemas/relationships';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useOpenRequest } from '@/lib/use-open-request';
import { useStableSlots } from '@/lib/stable-order';
import { VcardImport } from './vcard-import';
import { useRelationships } from './api/get-relationships';
import { PeopleGrid } from './people-grid';
import { PEOPLE_SORTS, PeopleSortSelect, sortPeople, usePeopleSort } from './people-sort';
import { RelationshipDialog } from './relationship-dialog';
import { CardsSkeleton, Stat } from './relationships-page-parts';

export default function RelationshipsPage() {
  const { data, isLoading, isError, error, refetch } = useRelationships();
  const [sort, setSort] = usePeopleSort();
  const sorted = useMemo(() => data && sortPeople(data, sort), [data, sort]);
  // Logging a call would move the person in the chosen order; on screen the card stays put until the page is left.
  const slots = useStableSlots(sorted, sort);
  const people = data;
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
  useOpenRequest(people, openEdit);

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

      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <dl className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md" aria-label="Relationship counts">
          <Stat label="People" value={people ? fmt.count(people.length) : null} />
          <Stat label="Due for contact" value={dueCount !== undefined ? fmt.count(dueCount) : null} />
        </dl>
        {people && people.length > 1 && <PeopleSortSelect value={sort} onChange={setSort} />}
      </div>

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
        <PeopleGrid slots={slots ?? []} today={today} label={PEOPLE_SORTS[sort].listLabel} onEdit={openEdit} />
      )}

      <RelationshipDialog open={dialogOpen} onOpenChange={setDialogOpen} editing={editing} />
    </div>
  );
}
