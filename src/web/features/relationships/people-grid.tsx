import { useCallback, useEffect, useRef, useState } from 'react';
import type { Relationship } from '../../../shared/schemas/relationships';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { DELETE_RELATIONSHIP_FAILURE, useDeleteRelationship, type DeletedPerson } from './api/delete-relationship';
import { DeletedPersonSlot } from './deleted-person';
import { RelationshipCard } from './relationship-card';

interface Gone {
  name: string;
  height: number;
  focus: boolean;
  deleted: DeletedPerson | null;
  /** Whether their card has left the list: only then does a card for them mean they are back (Undo). */
  vacated: boolean;
}

/** The people's cards in a stable order; a deleted person's card leaves a slot with Undo in its place (DeletedPersonSlot). */
export function PeopleGrid({
  slots,
  today,
  label,
  onEdit,
}: {
  slots: { id: string; item?: Relationship }[];
  today: string;
  label: string;
  onEdit: (person: Relationship) => void;
}) {
  const [gone, setGone] = useState<Record<string, Gone>>({});
  const cards = useRef(new Map<string, HTMLLIElement>());
  const forget = useCallback((id: string) => setGone(({ [id]: _, ...rest }) => rest), []);
  const remove = useDeleteRelationship({
    onDeleted: (id, deleted) => setGone((all) => (all[id] ? { ...all, [id]: { ...all[id], deleted } } : all)),
  });

  // Until the list drops the card, it stays. A person back (Undo) after that takes their card again; their slot is done with.
  const vacated = slots.filter((s) => !s.item && gone[s.id] && !gone[s.id].vacated).map((s) => s.id);
  useEffect(() => {
    if (vacated.length) setGone((all) => Object.fromEntries(Object.entries(all).map(([id, g]) => [id, vacated.includes(id) ? { ...g, vacated: true } : g])));
  }, [vacated.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const present = slots.filter((s) => s.item && gone[s.id]?.vacated).map((s) => s.id);
  useEffect(() => present.forEach(forget), [present.join(), forget]); // eslint-disable-line react-hooks/exhaustive-deps

  function onDelete(person: Relationship) {
    const card = cards.current.get(person.id);
    const height = card?.getBoundingClientRect().height ?? 0;
    const focus = !!card?.contains(document.activeElement);
    setGone((all) => ({ ...all, [person.id]: { name: person.name, height, focus, deleted: null, vacated: false } }));
    remove.mutate(person.id, {
      onError: (err) => {
        forget(person.id);
        toast({ variant: 'destructive', title: DELETE_RELATIONSHIP_FAILURE, description: errorMessage(err) });
      },
    });
  }

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {slots.map(({ id, item }) => {
        const slot = gone[id];
        if (item)
          return (
            <li key={id} className="min-w-0" ref={(el) => void (el ? cards.current.set(id, el) : cards.current.delete(id))}>
              <RelationshipCard person={item} today={today} onEdit={onEdit} onDelete={onDelete} deleting={remove.isPending && remove.variables === id} />
            </li>
          );
        if (!slot) return null;
        return (
          <li key={id} className="min-w-0">
            <DeletedPersonSlot name={slot.name} height={slot.height} focus={slot.focus} deleted={slot.deleted} onGone={() => forget(id)} />
          </li>
        );
      })}
    </ul>
  );
}
