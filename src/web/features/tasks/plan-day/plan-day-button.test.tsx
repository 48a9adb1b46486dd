import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../../shared/dates';
import type { DayPlan } from '../api/plan-day';
import { aTask, aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PlanDayButton } from './plan-day-button';

const DATE = '2026-03-02';
const PLAN: DayPlan = {
  date: DATE,
  blocks: [
    { taskId: 't1', title: 'Write the report', date: DATE, hour: 9, minute: 0, durationMinutes: 90 },
    { taskId: 't2', title: 'Call the plumber', date: DATE, hour: 10, minute: 30, durationMinutes: 30 },
  ],
  unplaced: [{ taskId: 't3', title: 'Read the contract', reason: 'It does not fit in the free time left in the workday' }],
  kept: [],
  moved: [],
  notes: ['You slept 5.5 h last night, 2 h under your 7.5 h target, so an hour of the workday stays free.'],
};

function planApi() {
  return mockApi({
    'GET /api/auth/user': aUser({ timeFormat: '24h' }),
    'GET /api/tasks': [aTask({ id: 't3', title: 'Paint the fence' })],
    'POST /api/plan/day': ({ body }) => {
      const { apply, taskIds } = body as { apply?: boolean; taskIds?: string[] };
      if (!apply) return PLAN;
      return { ...PLAN, planId: 'p1', blocks: PLAN.blocks.filter((b) => taskIds?.includes(b.taskId)).map((b, i) => ({ id: `b${i + 1}`, ...b })) };
    },
    // The block was moved since the plan was applied: the Undo leaves it and says why.
    'POST /api/plan/day/p1/undo': { removed: [], kept: [{ id: 'b1', title: 'Write the report', reason: 'You changed it since' }], gone: [], restored: [] },
  });
}

async function openPreview(date = DATE) {
  const rendered = renderWithApp(<PlanDayButton date={date} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Plan my day' }));
  const dialog = await screen.findByRole('dialog', { name: 'Plan my day' });
  await within(dialog).findByRole('list', { name: 'Proposed blocks' });
  return { ...rendered, dialog };
}

describe('plan my day', () => {
  it('previews the proposed blocks, what did not fit and why, in plain words, without changing anything', async () => {
    const api = planApi();
    const { dialog } = await openPreview();
    const blocks = within(dialog).getByRole('list', { name: 'Proposed blocks' });
    expect(
      within(blocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:00 – 10:30Write the report', '10:30 – 11:00Call the plumber']);
    expect(within(dialog).getByRole('list', { name: 'Why the plan looks like this' })).toHaveTextContent('so an hour of the workday stays free');
    expect(await within(dialog).findByText('Paint the fence')).toBeInTheDocument();
    expect(within(dialog).getByText(/does not fit in the free time left/)).toBeInTheDocument();
    expect(api.to('POST', '/api/plan/day').map((r) => r.body)).toEqual([{ date: DATE }]);
    expect(api.sent.filter((r) => r.path.endsWith('/schedule'))).toEqual([]);
    // Re-planning is for the rest of today only.
    expect(within(dialog).queryByRole('checkbox', { name: 'Re-plan the rest of today' })).not.toBeInTheDocument();
  });

  it('applies what is left after a removal, with one Undo that takes it back in one request and says what it kept', async () => {
    const api = planApi();
    const { user, dialog } = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Call the plumber from the plan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/plan/day').map((r) => r.body)).toEqual([{ date: DATE }, { date: DATE, apply: true, taskIds: ['t1'] }]);
    expect(api.sent.filter((r) => r.path.endsWith('/schedule'))).toEqual([]);

    expect(await screen.findByText('Your day is planned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Plan undone')).toBeInTheDocument();
    expect(screen.getByText('Kept Write the report: You changed it since.')).toBeInTheDocument();
    expect(api.to('POST', '/api/plan/day/p1/undo')).toHaveLength(1);
    expect(api.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('rejects the plan without making a block', async () => {
    const api = planApi();
    const { user, dialog } = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((r) => r.method !== 'GET' && r.path !== '/api/plan/day')).toEqual([]);
  });

  it("re-plans the rest of today when asked, shows a split task's sessions, and applies the re-plan", async () => {
    const today = todayIn('UTC');
    const sessions = [
      { taskId: 't1', title: 'Write the report', date: today, hour: 13, minute: 0, durationMinutes: 60, session: { index: 1, count: 2 } },
      { taskId: 't1', title: 'Write the report', date: today, hour: 14, minute: 15, durationMinutes: 60, session: { index: 2, count: 2 } },
    ];
    const api = mockApi({
      'GET /api/auth/user': aUser({ timeFormat: '24h' }),
      'GET /api/tasks': [],
      'POST /api/plan/day': ({ body }) => {
        const { replan, apply } = body as { replan?: boolean; apply?: boolean };
        const plan = { ...PLAN, date: today, unplaced: [] };
        if (!replan) return { ...plan, blocks: [], notes: [] };
        const replanned = { ...plan, blocks: sessions, moved: ['old'], notes: ['Re-planned from 12:00: 1 block not started yet moves.'] };
        return apply ? { ...replanned, planId: 'p2', blocks: sessions.map((b, i) => ({ id: `n${i}`, ...b })) } : replanned;
      },
    });
    const rendered = renderWithApp(<PlanDayButton date={today} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Plan my day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan my day' });
    expect(await within(dialog).findByText(/No blocks to add/)).toBeInTheDocument();

    await rendered.user.click(within(dialog).getByRole('checkbox', { name: 'Re-plan the rest of today' }));
    const blocks = await within(dialog).findByRole('list', { name: 'Proposed blocks' });
    expect(within(dialog).getByText('Re-planned from 12:00: 1 block not started yet moves.')).toBeInTheDocument();
    expect(
      within(blocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['13:00 – 14:00Write the report · session 1 of 2', '14:15 – 15:15Write the report · session 2 of 2']);
    // A split task is removed as a whole, so it offers one Remove.
    expect(within(blocks).getAllByRole('button', { name: 'Remove Write the report from the plan' })).toHaveLength(1);

    await rendered.user.click(within(dialog).getByRole('button', { name: 'Apply 2 blocks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/plan/day').map((r) => r.body)).toEqual([
      { date: today },
      { date: today, replan: true },
      { date: today, apply: true, taskIds: ['t1'], replan: true },
    ]);
  });
});
