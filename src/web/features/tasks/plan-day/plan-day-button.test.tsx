import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

async function openPreview() {
  const rendered = renderWithApp(<PlanDayButton date={DATE} />);
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
});
