import { parseTaskQuickAdd, type QuickAddResult } from './task-quick-add.js';

/** The most lines one paste adds: a longer list is a file to import. */
export const TASK_PASTE_MAX = 100;

/** A pasted line read as the one-line add reads it, with the lines indented under it as its steps. */
export interface PastedItem {
  line: number;
  result: QuickAddResult;
  done: boolean;
  steps: { line: number; result: QuickAddResult; done: boolean }[];
}

/** "- [ ] ", "* [x] ", "1. ", "[ ] ": a list's mark and checkbox in front of the text. */
const MARK = /^([ \t]*)(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\[([ xX])\][ \t]+)?(.*)$/;

const indentOf = (lead: string) => [...lead].reduce((w, c) => (c === '\t' ? w + 4 - (w % 4) : w + 1), 0);

/**
 * Reads a pasted list, a line a task, with the one-line add's syntax ("fri", "!high", "30m", "@home", a time of day
 * for a block) after any list mark or checkbox ("- [x]" is done); a line indented under a task is one of its steps
 * (one level: deeper lines are steps of the same task). Blank lines and lines left without a title are skipped.
 */
export function readPastedTasks(text: string, today: string): { items: PastedItem[]; skipped: number[] } {
  const items: PastedItem[] = [];
  const skipped: number[] = [];
  let parent: { item: PastedItem; indent: number } | null = null;
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const [, lead = '', box, rest = ''] = MARK.exec(raw)!;
    const result = parseTaskQuickAdd(rest, today);
    if (!result) return skipped.push(i + 1);
    const line = { line: i + 1, result, done: box === 'x' || box === 'X' };
    const indent = indentOf(lead);
    if (parent && indent > parent.indent && result.kind === 'task' && parent.item.result.kind === 'task') {
      parent.item.steps.push(line);
      return;
    }
    const item = { ...line, steps: [] };
    items.push(item);
    parent = { item, indent };
  });
  return { items, skipped };
}

/** How many tasks and blocks a paste would add. */
export const pastedCount = (items: readonly PastedItem[]) => items.reduce((n, item) => n + 1 + item.steps.length, 0);
