import { useCallback, useId, useState } from 'react';
import { compareByDueDate, compareByLastContact, compareByName } from '../../../shared/relationships-contact';
import type { Relationship } from '../../../shared/schemas/relationships';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAuth } from '@/lib/use-auth';

export const PEOPLE_SORTS = {
  due: { label: 'Due date', listLabel: 'People, soonest due first', compare: compareByDueDate },
  name: { label: 'Name', listLabel: 'People by name', compare: compareByName },
  lastContact: { label: 'Last contact', listLabel: 'People, most recent contact first', compare: compareByLastContact },
} as const satisfies Record<string, { label: string; listLabel: string; compare: (a: Relationship, b: Relationship) => number }>;
export type PeopleSort = keyof typeof PEOPLE_SORTS;

const isSort = (value: string | null): value is PeopleSort => value !== null && Object.hasOwn(PEOPLE_SORTS, value);

function read(key: string): PeopleSort {
  try {
    const stored = window.localStorage.getItem(key);
    return isSort(stored) ? stored : 'due';
  } catch {
    return 'due';
  }
}

/** The order the user chose for their people's cards, kept in this browser for each account (like the theme). */
export function usePeopleSort(): [PeopleSort, (sort: PeopleSort) => void] {
  const { user } = useAuth();
  const key = `relationships-sort:${user?.id ?? ''}`;
  const [chosen, setChosen] = useState<{ key: string; sort: PeopleSort }>(() => ({ key, sort: read(key) }));
  const sort = chosen.key === key ? chosen.sort : read(key);
  const choose = useCallback(
    (next: PeopleSort) => {
      setChosen({ key, sort: next });
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Storage unavailable: the order still applies for this visit.
      }
    },
    [key],
  );
  return [sort, choose];
}

export function sortPeople(people: readonly Relationship[], sort: PeopleSort): Relationship[] {
  return [...people].sort(PEOPLE_SORTS[sort].compare);
}

export function PeopleSortSelect({ value, onChange }: { value: PeopleSort; onChange: (sort: PeopleSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        Sort by
      </Label>
      <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(PEOPLE_SORTS).map(([key, { label }]) => (
            <SelectItem key={key} value={key}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
