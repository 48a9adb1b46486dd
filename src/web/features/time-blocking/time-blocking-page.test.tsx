import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { aUser, apiError, mockApi, type SentRequest } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PlannerTasksContext, type PlannerTasks } from './planner-tasks';
import TimeBlockingPage from './time-blocking-page';

const MONDAY = '2026-03-02';

/** The planner's API over a list of blocks: reads by date range, PATCH changes the block it names, DELETE removes it. */
function plannerApi(blocks: TimeBlock[], extra: Record<string, (request: SentRequest) => unknown> = {}) {
  const byId = (path: string) => blocks.find((b) => path.endsWith(`/${b.id}`));
  const routes: Record<string, (request: SentRequest) => unknown> = {};
  for (const block of blocks) {
    routes[`PATCH /api/time-blocks/${block.id}`] = ({ body, path }) => Object.assign(byId(path)!, body);
    routes[`DELETE /api/time-blocks/${block.id}`] = ({ path }) => void blocks.splice(blocks.indexOf(byId(path)!), 1);
  }
  return mockApi({
    'GET /api/auth/user': aUser({ timeFormat: '24h' }),
    'GET /api/calendar/caldav': { account: null },
    'GET /api/calendar/busy': [],
    'GET /api/time-blocks': ({ query }: SentRequest) => blocks.filter((b) => b.date >= query.get('from')! && b.date <= query.get('to')!),
    ...routes,
    ...extra,
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
const tabStops = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('button,input')].filter((b) => b.tabIndex === 0);
/** A block's button in the day view, by its title. */
const blockButton = (title: string) => screen.findByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d ${title},`) });

function renderPlanner(tasks: PlannerTasks | null = null) {
  return renderWithApp(
    <PlannerTasksContext.Provider value={tasks}>
      <TimeBlockingPage />
    </PlannerTasksContext.Provider>,
    { path: `/time-blocking?date=${MONDAY}` },
  );
}

beforeEach(() => localStorage.clear());

describe('the planner page', () => {
  it('shows a block in its half of the day, its start and title on one line, and a click on it opens that block', async () => {
    plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    const am = await screen.findByRole('region', { name: /^AM/ });
    const block = await within(am).findByRole('button', { name: '09:00 Deep work, 09:00 – 11:00, Focus' });
    expect(block).toHaveTextContent(/^09:00\sDeep work/);
    expect(within(screen.getByRole('region', { name: /^PM/ })).getByRole('button', { name: /^14:00 Gym,/ })).toBeInTheDocument();
    expect(screen.getByTestId('hours-blocked')).toHaveTextContent('3');

    await user.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Edit time block' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Deep work');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'AM time blocks' })).not.toBeInTheDocument());
  });

  it('moves a focused block 15 minutes with Alt+arrows and resizes it with Alt+Shift+arrows, saving each change', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('button', { name: '09:15 Deep work, 09:15 – 11:15, Focus' })).toHaveFocus();
    expect(screen.getByTestId('move-announcement')).toHaveTextContent(/Deep work: .*09:15 – 11:15/);

    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: '09:15 Deep work, 09:15 – 11:30, Focus' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ hour: 9, minute: 15 }, { durationMinutes: 135 }]));
  });

  it('does not move a block past the end of the day', async () => {
    const api = plannerApi([{ ...deepWork(), hour: 23, minute: 45, duration: 0.25, durationMinutes: 15 }]);
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByTestId('move-announcement')).toBeEmptyDOMElement();
    expect(api.to('PATCH', '/api/time-blocks/b1')).toEqual([]);
  });

  it('shows the week as seven days, and a block moved to the next day keeps the focus there', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    await blockButton('Deep work');
    await user.click(screen.getByRole('tab', { name: 'Week' }));

    const week = await screen.findByRole('list', { name: 'Week' });
    expect(within(week).getAllByRole('button', { name: /, open / })).toHaveLength(7);
    const monday = await screen.findByRole('list', { name: 'Blocks on Monday, March 2' });
    within(monday)
      .getByRole('button', { name: /^09:00 Deep work,/ })
      .focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    const tuesday = await screen.findByRole('list', { name: 'Blocks on Tuesday, March 3' });
    await waitFor(() => expect(within(tuesday).getByRole('button', { name: /^09:00 Deep work,/ })).toHaveFocus());
    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ date: '2026-03-03' }]));
  });

  it('opens a day from the week, and its keys switch views, go to today, zoom and open the dialog', async () => {
    plannerApi([deepWork()]);
    const { user } = renderPlanner();
    await blockButton('Deep work');
    const dateField = screen.getByLabelText('Date');
    for (const [key, tab] of [
      ['3', '3 days'],
      ['a', 'Agenda'],
      ['w', 'Week'],
    ] as const) {
      await user.keyboard(key);
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await user.keyboard('{ArrowRight}');
    expect(dateField).toHaveValue('2026-03-09');
    await user.keyboard('{ArrowLeft}');
    const week = await screen.findByRole('list', { name: 'Week' });
    await user.click(within(week).getAllByRole('button', { name: /, open / })[2]);
    expect(screen.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
    expect(dateField).toHaveValue('2026-03-04');
    await user.keyboard('t');
    expect(dateField).not.toHaveValue('2026-03-04');

    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    await user.keyboard('+');
    await user.keyboard('+');
    expect(localStorage.getItem('planner-hour-px')).toBe('80');
    await user.keyboard('-');
    expect(localStorage.getItem('planner-hour-px')).toBe('64');
    expect(zoomIn).toBeEnabled();
    await user.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Add time block' })).toBeInTheDocument();
  });

  it('makes the day one Tab stop on its first block, with arrows between hours, a block and its menu', async () => {
    plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    const grid = await screen.findByRole('group', { name: 'Day planner' });
    const block = await blockButton('Deep work');
    expect(tabStops(grid)).toEqual([block]);

    block.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Actions for Deep work');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(block);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 10:00');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 09:00');
    expect(tabStops(grid)).toEqual([document.activeElement]);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add time block' });
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:00');
    await user.keyboard('{Escape}');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Add time block at 23:00');
    // An arrow at the edge stays in the grid: the page's ArrowRight (next day) does not fire.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('Date')).toHaveValue(MONDAY);
  });

  it('keeps the focus on a block moved twice in a row with Alt+↓, across noon and in the week', async () => {
    const api = plannerApi([{ ...deepWork(), hour: 11, minute: 45, duration: 1, durationMinutes: 60 }]);
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const pm = await screen.findByRole('region', { name: /^PM/ });
    await waitFor(() => expect(within(pm).getByRole('button', { name: /^12:00 Deep work,/ })).toHaveFocus());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(within(pm).getByRole('button', { name: /^12:15 Deep work,/ })).toHaveFocus());
    await waitFor(() =>
      expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([
        { hour: 12, minute: 0 },
        { hour: 12, minute: 15 },
      ]),
    );

    await user.keyboard('w');
    const week = await screen.findByRole('group', { name: 'Week planner' });
    (await within(week).findByRole('button', { name: /^12:15 Deep work/ })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^12:30 Deep work/));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^12:45 Deep work/));
  });

  it('deletes a focused block with the Delete key at once, and puts the focus on the next block', async () => {
    const api = plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Deep work,/ })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^14:00 Gym,/));
    expect(await screen.findByText('Time block deleted successfully')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/time-blocks/b1')).toHaveLength(1);
  });

  it('puts a block back, and says why, when the server refuses its delete or its move', async () => {
    plannerApi([deepWork()], {
      'DELETE /api/time-blocks/b1': () => apiError(409, 'The block changed meanwhile'),
      'PATCH /api/time-blocks/b1': () => apiError(500, 'Internal Server Error'),
    });
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Delete}');
    expect(await screen.findByText('Failed to delete time block')).toBeInTheDocument();
    expect(screen.getByText('The block changed meanwhile')).toBeInTheDocument();
    expect(await blockButton('Deep work')).toBeInTheDocument();

    (await blockButton('Deep work')).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByText('Failed to update time block')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:00 Deep work, 09:00 – 11:00, Focus' })).toBeInTheDocument();
  });

  it("opens a block's own menu from its button or Shift+F10, to mark it done or delete it", async () => {
    const api = plannerApi([deepWork(), gym()]);
    const { user } = renderPlanner();
    await user.click(await screen.findByRole('button', { name: 'Actions for Gym' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark done' }));
    expect(await screen.findByRole('button', { name: /^14:00 Gym, 14:00 – 15:00, Completed/ })).toBeInTheDocument();
    await waitFor(() => expect(api.to('PATCH', '/api/time-blocks/b2').map((r) => r.body)).toEqual([{ category: 'completed' }]));

    (await blockButton('Deep work')).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(api.to('DELETE', '/api/time-blocks/b1')).toHaveLength(1));
    expect(api.to('DELETE', '/api/time-blocks/b2')).toEqual([]);
    expect(screen.getByRole('button', { name: /^14:00 Gym,/ })).toBeInTheDocument();
  });

  it('puts a moved block back with the Undo of its toast', async () => {
    const api = plannerApi([deepWork()]);
    const { user } = renderPlanner();
    (await blockButton('Deep work')).focus();
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: '09:00 Deep work, 09:00 – 11:15, Focus' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Time block moved back')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:00 Deep work, 09:00 – 11:00, Focus' })).toBeInTheDocument();
    expect(api.to('PATCH', '/api/time-blocks/b1').map((r) => r.body)).toEqual([{ durationMinutes: 135 }, { durationMinutes: 120 }]);
  });

  it('opens a new block at the 15-minute slot clicked, and shows it before the server has answered', async () => {
    const saved: TimeBlock[] = [];
    let answer: (block: TimeBlock) => void = () => undefined;
    const api = plannerApi(saved, {
      'POST /api/time-blocks': () => new Promise<TimeBlock>((resolve) => (answer = (block) => resolve(saved[saved.push(block) - 1]))),
    });
    const { user } = renderPlanner();
    const pm = await screen.findByRole('region', { name: /^PM/ });
    // Unlaid out, the half's top is at 0: 2.5 hours of 48 px down the PM half is 14:30.
    const slot = within(pm).getByRole('button', { name: 'Add time block at 14:00' });
    fireEvent.pointerDown(slot, { button: 0, clientY: 2.5 * 48 + 3, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(slot, { button: 0, clientY: 2.5 * 48 + 3, pointerId: 1, pointerType: 'touch' });
    const dialog = await screen.findByRole('dialog', { name: 'Add time block' });
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('14:30');
    await user.type(within(dialog).getByLabelText('Title'), 'Call Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Create block' }));

    expect(await screen.findByRole('button', { name: /^14:30 Call Sam, 14:30 – 15:30/ })).toBeDisabled();
    await waitFor(() => expect(api.to('POST', '/api/time-blocks')).toHaveLength(1));
    const body = api.to('POST', '/api/time-blocks')[0].body as Omit<TimeBlock, 'id'>;
    answer({ ...deepWork(), ...body, id: 'b9', duration: body.durationMinutes / 60 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^14:30 Call Sam,/ })).toBeEnabled());
  });

  it('folds the task list away and keeps it so on this device', async () => {
    plannerApi([]);
    const tasks: PlannerTasks = {
      panel: () => <p>Three tasks</p>,
      planDay: () => <button type="button">Plan my day</button>,
      schedule: () => {},
      isDone: () => false,
      setDone: () => {},
    };
    const { user, unmount } = renderPlanner(tasks);
    const toggle = await screen.findByRole('button', { name: 'Tasks' });
    expect(screen.getByRole('button', { name: 'Plan my day' })).toBeInTheDocument();
    const open = toggle.getAttribute('aria-expanded') === 'true';
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('aria-label', 'Tasks');
    expect(list.hidden).toBe(!open);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', String(!open));
    expect(list.hidden).toBe(open);
    unmount();
    renderPlanner(tasks);
    expect(await screen.findByRole('button', { name: 'Tasks' })).toHaveAttribute('aria-expanded', String(!open));
  });

  it('names a calendar event its calendar shows as free "Free", and a busy one "Busy", in the grid and the all-day lane', async () => {
    const event = { date: MONDAY, minute: 0, duration: 1, durationMinutes: 60, allDay: false, source: 'subscription', subscriptionId: 's1' };
    plannerApi([], {
      'GET /api/calendar/busy': () => [
        { ...event, id: 'e1', title: 'Vendor call', hour: 10, free: false },
        { ...event, id: 'e2', title: 'Lunch hold', hour: 13, free: true },
        { ...event, id: 'e3', title: 'Offsite', hour: 0, duration: 24, durationMinutes: 1440, allDay: true, free: true },
      ],
    });
    renderPlanner();
    const am = await screen.findByRole('region', { name: /^AM/ });
    expect(await within(am).findByText(/^Busy · /)).toBeInTheDocument();
    expect(am.querySelector('li[data-busy]')).toHaveTextContent(/^10:00\s*Busy: Vendor call/);
    const pm = screen.getByRole('region', { name: /^PM/ });
    expect(pm.querySelector('li[data-busy]')).toHaveTextContent(/^13:00\s*Free: Lunch hold/);
    expect(within(pm).getByText(/^Free · /)).toBeInTheDocument();
    expect(within(pm).queryByText(/^Busy · /)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'All day' })).getByTitle('Free: Offsite, all day')).toHaveTextContent('Free: Offsite');
  });
});
