import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reading } from '../../../shared/schemas/assistant-read';
import { mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TaskQuickAdd } from './task-quick-add';

const MOVE: Reading = {
  changes: [
    { kind: 'change', tool: 'move_block', input: { id: 'b1', hour: 17, minute: 0 }, summary: 'Move "Dentist" from tomorrow 16:00 – 17:00 to 17:00 – 18:00' },
  ],
  sure: true,
  message: null,
};
const NOTHING: Reading = { changes: [], sure: false, message: 'Nothing to add or change there.' };

describe('the one-line add', () => {
  it("shows the assistant's reading of the line, says when nothing can be read, and Enter makes exactly the change shown", async () => {
    const api = mockApi({
      'POST /api/assistant/read': (request) => ((request.body as { text: string }).text === 'tomorrow' ? NOTHING : MOVE),
      'POST /api/assistant/apply': { ok: true, text: 'Done: I moved "Dentist".', undo: 'u1' },
    });
    const { user } = renderWithApp(<TaskQuickAdd today="2026-03-04" />);
    const field = screen.getByRole('textbox', { name: 'Add a task' });

    await user.type(field, 'tomorrow');
    expect(await screen.findByText('Nothing to add or change there.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'move the dentist to 5pm');
    expect(await screen.findByText(MOVE.changes[0].summary)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Reading…')).not.toBeInTheDocument());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field).toHaveValue(''));
    expect(api.to('POST', '/api/assistant/apply').map((r) => r.body)).toEqual([
      { changes: [{ tool: 'move_block', input: { id: 'b1', hour: 17, minute: 0 } }] },
    ]);
    // Read once typing paused, not at every key, and always as a line where tasks are added.
    const reads = api.to('POST', '/api/assistant/read').map((r) => r.body);
    expect(reads.length).toBeLessThan('tomorrowmove the dentist to 5pm'.length / 2);
    expect(reads).toContainEqual({ text: 'move the dentist to 5pm', as: 'task' });
    expect(reads.every((body) => (body as { as?: string }).as === 'task')).toBe(true);
  });
});
