import { useEffect, useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { Button } from '@/components/ui/button';
import type { DeletedPerson as Deleted } from './api/delete-relationship';

/**
 * What stays in a deleted person's place, as tall as their card, so the next card's buttons do not slide under the
 * pointer: their name, and Undo. It goes once the pointer has left it, or when the toast's time is up while neither
 * the pointer nor the focus is on it.
 */
export function DeletedPersonSlot({
  name,
  height,
  focus,
  deleted,
  onGone,
}: {
  name: string;
  height: number;
  focus: boolean;
  deleted: Deleted | null;
  onGone: () => void;
}) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [timeUp, setTimeUp] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimeUp(true), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (focus && deleted) undoRef.current?.focus();
  }, [focus, deleted]);
  useEffect(() => {
    if (timeUp && !held.pointer && !held.focus) onGone();
  }, [timeUp, held, onGone]);

  return (
    <div
      data-slot="deleted-person"
      style={{ minHeight: height }}
      className="flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => onGone()}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <p>{name} deleted</p>
      <Button
        ref={undoRef}
        variant="outline"
        size="sm"
        disabled={!deleted}
        onClick={() => {
          deleted?.dismiss();
          void deleted?.undo();
        }}
      >
        <Undo2 aria-hidden="true" />
        Undo
        <span className="sr-only"> deleting {name}</span>
      </Button>
    </div>
  );
}
