import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskImportResult } from '../../../shared/schemas/task-import';
import { apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TaskImportDialog } from './task-import-dialog';

const RESULT: TaskImportResult = {
  format: 'todoist',
  created: 2,
  tasks: [
    { row: 2, title: 'Fix the tap', status: 'open' },
    { row: 3, title: 'Buy a washer', status: 'open' },
  ],
  skippedCount: 201,
  skipped: [{ row: 4, text: 'Call the bank', reason: 'PRIORITY must be 1, 2, 3 or 4, not “7”' }],
  keptCount: 1,
  kept: [{ row: 2, message: 'DATE “tomorrow 18:00”: the time of day is kept in the notes, as a task has a due date only' }],
};

const csv = () => new File(['TYPE,CONTENT\ntask,Fix the tap\n'], 'Home.csv', { type: 'text/csv' });

describe('importing tasks from a file', () => {
  it('sends a .csv as text/csv and shows what was created, skipped and kept, by row', async () => {
    const api = mockApi({ 'POST /api/tasks/import': new Response(JSON.stringify(RESULT), { status: 200, headers: { 'content-type': 'application/json' } }) });
    const { user } = renderWithApp(<TaskImportDialog />);
    await user.click(screen.getByRole('button', { name: 'Import…' }));
    await user.upload(screen.getByLabelText('Tasks file (.csv, .md, .txt)'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Created 2 tasks, skipped 201' })).toBeInTheDocument();
    expect(api.to('POST', '/api/tasks/import')[0].contentType).toBe('text/csv; charset=utf-8');
    expect(screen.getByRole('list', { name: 'Skipped rows' })).toHaveTextContent('Row 4: “Call the bank”: PRIORITY must be 1, 2, 3 or 4, not “7”');
    expect(screen.getByText('and 200 more')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: "Kept in the task's notes" })).toHaveTextContent('Row 2: DATE “tomorrow 18:00”');
  });

  it('asks for a file before sending, and shows the server’s reason under the field', async () => {
    const api = mockApi({
      'POST /api/tasks/import': apiError(400, 'file: The file is not UTF-8 text (line 3)', [{ path: 'file', message: 'The file is not UTF-8 text (line 3)' }]),
    });
    const { user } = renderWithApp(<TaskImportDialog />);
    await user.click(screen.getByRole('button', { name: 'Import…' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a Todoist CSV or a checklist (.md, .txt) to import')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    await user.upload(screen.getByLabelText('Tasks file (.csv, .md, .txt)'), new File(['- [ ] a'], 'list.md'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByLabelText('Tasks file (.csv, .md, .txt)')).toHaveAccessibleDescription('The file is not UTF-8 text (line 3)'));
    expect(api.to('POST', '/api/tasks/import')[0].contentType).toBe('text/markdown; charset=utf-8');
  });
});
