import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../shared/schemas/tasks';
import { aTask, aUser, apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TaskDialog } from './task-dialog';
import { TaskItem } from './task-item';

const auth = { 'GET /api/auth/user': aUser() };

function open(task: Task, answer: Parameters<typeof mockApi>[0][string] = ({ body }) => ({ ...task, ...(body as Partial<Task>) })) {
  const api = mockApi({ ...auth, [`PATCH /api/tasks/${task.id}`]: answer });
  const onOpenChange = vi.fn();
  const view = renderWithApp(<TaskDialog task={task} onOpenChange={onOpenChange} />);
  return { ...view, api, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('the task dialog’s repeat', () => {
  it('shows the repeat a task has, and sends a changed one as a rule from the due date', async () => {
    const task = aTask({ dueDate: '2026-03-04', rrule: 'FREQ=WEEKLY;BYDAY=WE' });
    const { user, dialog, api, onOpenChange } = open(task);
    expect(within(dialog).getByRole('combobox', { name: 'Repeat' })).toHaveTextContent('Every week on chosen days');
    expect(within(dialog).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.to('PATCH', `/api/tasks/${task.id}`).map((r) => (r.body as { rrule?: string }).rrule)).toEqual(['FREQ=WEEKLY;BYDAY=WE,FR']);
  });

  it('turns a repeat off, and leaves a rule it was not asked to change out of the request', async () => {
    const task = aTask({ rrule: 'FREQ=DAILY;COUNT=5' });
    const { user, dialog, api } = open(task);
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Stretch');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PATCH', `/api/tasks/${task.id}`)).toHaveLength(1));
    expect(api.to('PATCH', `/api/tasks/${task.id}`)[0].body).not.toHaveProperty('rrule');

    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Does not repeat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PATCH', `/api/tasks/${task.id}`)).toHaveLength(2));
    expect(api.to('PATCH', `/api/tasks/${task.id}`)[1].body).toMatchObject({ rrule: null });
  });

  it('shows the server’s word on a refused rule under the repeat', async () => {
    const task = aTask({ dueDate: '2026-03-04' });
    const { user, dialog, onOpenChange } = open(task, () =>
      apiError(400, 'Rrule: the last date is before the first', [{ path: 'rrule', message: 'The last date is before the first' }]),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Every day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last date is before the first');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('a repeating task in the list', () => {
  it('says how it repeats', async () => {
    mockApi(auth);
    renderWithApp(
      <ul>
        <TaskItem task={aTask({ title: 'Water plants', dueDate: '2026-03-02', rrule: 'FREQ=WEEKLY;BYDAY=MO,TH' })} today="2026-03-01" onEdit={vi.fn()} />
        <TaskItem task={aTask({ id: 't2', title: 'Once' })} today="2026-03-01" onEdit={vi.fn()} />
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(await within(items[0]).findByText('every Monday, Thursday')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Repeats/)).toBeInTheDocument();
    expect(within(items[1]).queryByText(/Repeats/)).toBeNull();
  });
});
