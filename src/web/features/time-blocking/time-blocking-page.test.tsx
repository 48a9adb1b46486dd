import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { aUser, mockApi, type SentRequest } from '@/test/api';
import { renderWithApp } from '@/test/render';
import TimeBlockingPage from './time-blocking-page';

const MONDAY = '2026-03-02';

/** The planner's API over a list of blocks: reads by date range, PATCH changes the block it names, DELETE removes it. */
function plannerApi(blocks: TimeBlock[]) {
  const byId = (path: string) => blocks.find((b) => path.endsWith(`/${b.id}`));
  const routes: Record<string, (request: SentRequest) => unknown> = {};
  for (const block of blocks) {
    routes[`PATCH /api/time-blocks/${block.id}`] = ({ body, path }) => Object.assign(byId(path)!, body);
    routes[`DELETE /api/time-blocks/${block.id}`] = ({ path }) => void blocks.splice(blocks.indexOf(byId(path)!), 1);
  }
  return mockApi({
    'GET /api/auth/user': aUser({ timeFormat: '24h' }),
    'GET /api/calendar/caldav': { account: null },
    'GET /api/time-blocks': ({ query }: SentRequest) => blocks.filter((b) => b.date >= query.get('from')! && b.date <= query.get('to')!),
    ...routes,
  });
}

const deepWork = (): TimeBlock => ({
  id: 'b1',
  hour: 9,
  minute: 0,
  title: 'Deep work',
  category: 'focus',
  duration: 2,
  durationMinutes: 120,
  date: MONDAY,
  source: 'manual',
  rrule: null,
  occurrence: null,
  taskId: null,
});
const gym = (): TimeBlock => ({ ...deepWork(), id: 'b2', hour: 14, title: 'Gym', category: 'break', duration: 1, durationMinutes: 60 });

/** The controls of a planner grid that Tab stops at. */
const tabStops = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('button')
    .filter((b) => b.tabIndex === 0);

function renderPlanner() {
  return renderWithApp(<TimeBlockingPage />, { path: `/time-blocking?date=${MONDAY}` });
}

describe('the planner page', () => {
  it('shows the day’s block in its half of the day, and the empty state only on a day without one', async () => {
    plannerApi([deepWork()]);
    const { user } = renderPlanner();
    const userEventNextDay = () => user.click(screen.getByRole('button', { name: 'Next day' }));
    const am = await screen.findByRole('region', { name: /^AM/ });
    expect(await within(am).findByText('09:00 – 11:00 · Focus')).toBeInTheDocument();
    expect(screen.queryByText(/No time blocks yet/)).not.toBeInTheDocument();
    await userEventNextDay();
    expect(await screen.findByText(/No time blocks yet/)).toBeInTheDocument();
  });

  it('moves a focused block 15 minutes with Alt+arrows and resizes it with Alt+Shift+arrows, saving each change', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    const am = await screen.findByRole('region', { name: /^AM/ });
    await within(am).findByText('09:00 – 11:00 · Focus');

    screen.getByRole('button', { name: 'Edit Deep work' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await within(am).findByText('09:15 – 11:15 · Focus')).toBeInTheDocument();
    expect(screen.getByTestId('move-announcement')).toHaveTextContent(/Deep work: .*09:15 – 11:15/);

    screen.getByRole('button', { name: 'Edit Deep work' }).focus();
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(await within(am).findByText('09:15 – 11:30 · Focus')).toBeInTheDocument();

    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ hour: 9, minute: 15 }, { durationMinutes: 135 }]));
  });

  it('does not move a block past the end of the day', async () => {
    const api = plannerApi([{ ...deepWork(), hour: 23, minute: 45, duration: 0.25, durationMinutes: 15 }]);
    const { user } = renderPlanner();
    (await screen.findByRole('button', { name: 'Edit Deep work' })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByTestId('move-announcement')).toBeEmptyDOMElement();
    expect(api.to('PATCH', '/api/time-blocks/b1')).toEqual([]);
  });

  it('shows the week as seven days, and a block moved to the next day keeps the focus there', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    await screen.findByRole('region', { name: /^AM/ });
    await user.click(screen.getByRole('tab', { name: 'Week' }));

    const week = await screen.findByRole('list', { name: 'Week' });
    expect(within(week).getAllByRole('button', { name: /, open / })).toHaveLength(7);
    const block = await within(week).findByRole('button', { name: /^09:00 Deep work, 09:00 – 11:00, Focus$/ });
    expect(block).toHaveAttribute('data-week-date', MONDAY);

    block.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-week-date', '2026-03-03'));
    expect(document.activeElement).toHaveAccessibleName(/^09:00 Deep work/);
    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ date: '2026-03-03' }]));
  });

  it('opens a day from the week, and the single-key shortcuts switch views and open the dialog', async () => {
    plannerApi([deepWork()]);
    const { user } = renderPlanner();
    await screen.findByRole('region', { name: /^AM/ });
    await user.keyboard('w');
    const week = await screen.findByRole('list', { name: 'Week' });
    await user.click(within(week).getAllByRole('button', { name: /, open / })[2]);
    expect(await screen.findByRole('region', { name: /^AM/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-04');
    await user.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Add time block' })).toBeInTheDocument();
  });

  it('makes the day one Tab stop on its first block, with arrows between hours and blocks', async () => {
    plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    const grid = await screen.findByRole('group', { name: 'Day planner' });
    const edit = await within(grid).findByRole('button', { name: 'Edit Deep work' });
    expect(tabStops(grid)).toEqual([edit]);

    edit.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Delete Deep work');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 10:00');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 09:00');
    expect(tabStops(grid)).toEqual([document.activeElement]);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 23:00');
    // An arrow at the edge stays in the grid: the page's ArrowRight (next day) does not fire.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Date')).toHaveValue(MONDAY);
  });

  it('keeps the focus on a block moved twice in a row with Alt+↓, across noon and in the week', async () => {
    const api = plannerApi([{ ...deepWork(), hour: 11, minute: 45, duration: 1, durationMinutes: 60 }]);
    const { user } = renderPlanner();
    (await screen.findAllByRole('button', { name: 'Edit Deep work' }))[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const pm = await screen.findByRole('region', { name: /^PM/ });
    await within(pm).findByText('12:00 – 13:00 · Focus');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Edit Deep work'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await within(pm).findByText('12:15 – 13:15 · Focus');
    await waitFor(() =>
      expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([
        { hour: 12, minute: 0 },
        { hour: 12, minute: 15 },
      ]),
    );
    expect(document.activeElement).toHaveAccessibleName('Edit Deep work');

    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const week = await screen.findByRole('group', { name: 'Week planner' });
    (await within(week).findByRole('button', { name: /^12:15 Deep work/ })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await within(week).findByRole('button', { name: /^12:30 Deep work/ });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^12:30 Deep work/));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^12:45 Deep work/));
  });

  it('deletes a focused block with the Delete key and puts the focus on the next block', async () => {
    const api = plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    (await screen.findByRole('button', { name: 'Edit Deep work' })).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Deep work' })).not.toBeInTheDocument());
    expect(api.to('DELETE', '/api/time-blocks/b1')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Edit Gym'));
    expect(await screen.findByText('Time block deleted successfully')).toBeInTheDocument();
  });

  it('puts a moved block back with the Undo of its toast', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    (await screen.findByRole('button', { name: 'Edit Deep work' })).focus();
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    const am = await screen.findByRole('region', { name: /^AM/ });
    await within(am).findByText('09:00 – 11:15 · Focus');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Time block moved back')).toBeInTheDocument();
    expect(await within(am).findByText('09:00 – 11:00 · Focus')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ durationMinutes: 135 }, { durationMinutes: 120 }]);
  });
});
