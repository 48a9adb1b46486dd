import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { aUser, apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TimeBlockDialog, type TimeBlockDialogState } from './time-block-dialog';

const auth = { 'GET /api/auth/user': aUser({ timeFormat: '24h' }) };

function aBlock(overrides: Partial<TimeBlock> = {}): TimeBlock {
  return {
    id: 'b1',
    hour: 9,
    minute: 0,
    title: 'Deep work',
    category: 'focus',
    duration: 2,
    durationMinutes: 120,
    date: '2026-03-02',
    source: 'manual',
    rrule: null,
    occurrence: null,
    taskId: null,
    ...overrides,
  };
}

function open(state: Partial<TimeBlockDialogState>) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<TimeBlockDialog state={{ open: true, block: null, date: '2026-03-02', hour: 14, ...state }} onOpenChange={onOpenChange} />);
  return { ...view, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('the planner’s block dialog', () => {
  it('creates a block at the chosen time with what was typed and chosen, then closes', async () => {
    const api = mockApi({ ...auth, 'POST /api/time-blocks': ({ body }) => aBlock(body as Partial<TimeBlock>) });
    const { user, dialog, onOpenChange } = open({});

    expect(within(dialog).getByRole('heading', { name: 'Add time block' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Gym');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Break' }));
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('14:00');
    await user.clear(within(dialog).getByLabelText('Hours'));
    await user.type(within(dialog).getByLabelText('Hours'), '3');
    expect(within(dialog).getByText(/Ends at 17:00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.to('POST', '/api/time-blocks').map((r) => r.body)).toEqual([
      { title: 'Gym', hour: 14, minute: 0, durationMinutes: 180, category: 'break', date: '2026-03-02' },
    ]);
    expect(await screen.findByText('Time block created successfully')).toBeInTheDocument();
  });

  it('refuses an empty title without asking the server', async () => {
    const api = mockApi(auth);
    const { user, dialog } = open({});
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(api.to('POST', '/api/time-blocks')).toEqual([]);
  });

  it('takes back a length refused as too long once the hours bring it within bounds', async () => {
    mockApi(auth);
    const { user, dialog } = open({});
    const hours = within(dialog).getByLabelText('Hours');
    await user.clear(hours);
    await user.type(hours, '12');
    await user.type(within(dialog).getByLabelText('Minutes'), '{Backspace}15');
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));
    expect(await within(dialog).findByText('A block lasts between 5 minutes and 12 hours')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '2');
    await waitFor(() => expect(within(dialog).queryByText('A block lasts between 5 minutes and 12 hours')).not.toBeInTheDocument());
  });

  it('sends only the changed fields of an edited block, at the new start time', async () => {
    const api = mockApi({ ...auth, 'PATCH /api/time-blocks/b1': ({ body }) => ({ ...aBlock(), ...(body as object) }) });
    const { user, dialog } = open({ block: aBlock() });

    expect(within(dialog).getByLabelText('Title')).toHaveValue('Deep work');
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:00');
    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1')).toHaveLength(1));
    expect(api.to('PATCH', '/api/time-blocks/b1')[0].body).toEqual({ hour: 11, minute: 30 });
  });

  it('makes a 9:30 block of 15 minutes, and refuses a time off the 5-minute steps or a length under 5 minutes', async () => {
    const api = mockApi({ ...auth, 'POST /api/time-blocks': ({ body }) => aBlock(body as Partial<TimeBlock>) });
    const { user, dialog, onOpenChange } = open({});
    await user.type(within(dialog).getByLabelText('Title'), 'Standup');
    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '09:32');
    await user.clear(within(dialog).getByLabelText('Hours'));
    await user.type(within(dialog).getByLabelText('Hours'), '0');
    await user.clear(within(dialog).getByLabelText('Minutes'));
    await user.type(within(dialog).getByLabelText('Minutes'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));
    expect(await within(dialog).findByText(/Start time must be on a 5-minute step/)).toBeInTheDocument();
    expect(within(dialog).getByText(/A block lasts between 5 minutes and 12 hours/)).toBeInTheDocument();
    expect(api.to('POST', '/api/time-blocks')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '09:30');
    await user.clear(within(dialog).getByLabelText('Minutes'));
    await user.type(within(dialog).getByLabelText('Minutes'), '15');
    expect(within(dialog).getByText(/Ends at 09:45/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.to('POST', '/api/time-blocks').map((r) => r.body)).toEqual([
      { title: 'Standup', hour: 9, minute: 30, durationMinutes: 15, category: 'focus', date: '2026-03-02' },
    ]);
  });

  it('asks which occurrences a change to a repeating block applies to, and sends that one date', async () => {
    const block = aBlock({ rrule: 'FREQ=DAILY', occurrence: '2026-03-04', date: '2026-03-04' });
    const api = mockApi({ ...auth, 'PATCH /api/time-blocks/b1': ({ body }) => ({ ...block, ...(body as object) }) });
    const { user, dialog } = open({ block });

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Reading');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const scope = await screen.findByRole('alertdialog', { name: 'Change a repeating block' });
    await user.click(within(scope).getByRole('button', { name: 'This one' }));

    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1')).toHaveLength(1));
    const [sent] = api.to('PATCH', '/api/time-blocks/b1');
    expect(sent.body).toEqual({ title: 'Reading' });
    expect(sent.query.get('occurrence')).toBe('2026-03-04');
  });

  it('closes as soon as a new block is sent, and comes back as it was with the server’s word beside its field if refused', async () => {
    mockApi({ ...auth, 'POST /api/time-blocks': apiError(400, 'Validation failed', [{ path: 'title', message: 'Title cannot hold that character' }]) });
    const onRefused = vi.fn();
    const onOpenChange = vi.fn();
    const state: TimeBlockDialogState = { open: true, block: null, date: '2026-03-02', hour: 14 };
    const { user, rerender } = renderWithApp(<TimeBlockDialog state={state} onOpenChange={onOpenChange} onRefused={onRefused} />);
    await user.type(screen.getByLabelText('Title'), 'Gym');
    await user.click(screen.getByRole('button', { name: 'Create block' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Failed to create time block')).toBeInTheDocument();

    const refused = onRefused.mock.calls[0][0] as TimeBlockDialogState['refused'];
    expect(refused?.issues).toEqual([{ path: 'title', message: 'Title cannot hold that character' }]);
    rerender(<TimeBlockDialog state={{ ...state, refused }} onOpenChange={onOpenChange} onRefused={onRefused} />);
    const dialog = screen.getByRole('dialog', { name: 'Add time block' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gym');
    expect(await within(dialog).findByText('Title cannot hold that character')).toBeInTheDocument();
  });
});
