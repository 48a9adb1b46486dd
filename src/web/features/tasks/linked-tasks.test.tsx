import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Reading } from '../../../shared/schemas/assistant-read';
import type { Task } from '../../../shared/schemas/tasks';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { LinkedTasks } from './linked-tasks';

function task(title: string, fields: Partial<Task>): Task {
  return {
    id: crypto.randomUUID(),
    title,
    notes: '',
    status: 'open',
    dueDate: null,
    estimateMinutes: null,
    priority: 'normal',
    lifeArea: null,
    goalId: null,
    relationshipId: null,
    rrule: null,
    labels: [],
    parentId: null,
    milestoneIndex: null,
    pickedFor: null,
    position: null,
    blockIds: [],
    scheduledDate: null,
    rolledOverFrom: null,
    completedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...fields,
  };
}

const call = task('Call Maya', { relationshipId: 'maya' });
const gift = task('Buy a gift', { relationshipId: 'maya', dueDate: '2026-03-20' });
const text = task('Text Leo', { relationshipId: 'leo' });

function cardsApi() {
  return mockApi({
    'GET /api/auth/user': aUser(),
    'GET /api/tasks': [call, gift, text],
    [`PATCH /api/tasks/${call.id}`]: {
      ...call,
      status: 'done',
      effects: { contactLogged: { relationshipId: 'maya', interactionId: 'i1', type: 'call', date: '2026-03-10' } },
    },
    'POST /api/tasks': ({ body }) => task((body as { title: string }).title, body as Partial<Task>),
    // The assistant's reading of a card's line: a task, unless the line asks for something else.
    'POST /api/assistant/read': ({ body }) => readingOf(body as { text: string; as?: string }),
  });
}

function readingOf({ text, as }: { text: string; as?: string }): Reading {
  if (as !== 'new-task') throw new Error(`a card's line is read as a new task, not ${as}`);
  if (text.startsWith('email')) return { changes: [], sure: false, message: "I can't send emails." };
  const input = { title: text.replace(' !high', ''), priority: 'high' as const, relationshipId: '7d0c6a52-4d0e-4c43-9a51-3f0f1f1b2c3d' };
  return { changes: [{ kind: 'add-task', tool: 'add_task', input, task: input, summary: `Add the task "${input.title}"` }], sure: true, message: null };
}

function renderCards(onDone = vi.fn()) {
  return renderWithApp(
    <>
      <LinkedTasks link={{ relationshipId: 'maya' }} owner="Maya" onDone={onDone} />
      <LinkedTasks link={{ relationshipId: 'leo' }} owner="Leo" />
    </>,
  );
}

describe("a person's tasks on their card", () => {
  it('shows each person only their own open tasks, from one request for every card', async () => {
    const api = cardsApi();
    renderCards();
    const maya = await screen.findByRole('list', { name: 'Tasks for Maya' });
    expect(
      within(maya)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Call Maya', expect.stringMatching(/^Buy a gift/)]);
    const leo = screen.getByRole('list', { name: 'Tasks for Leo' });
    expect(within(leo).getByRole('checkbox', { name: 'Text Leo' })).toBeInTheDocument();
    const reads = api.to('GET', '/api/tasks');
    expect(reads).toHaveLength(1);
    expect(reads[0].query.get('relationshipId')).toBe('any');
  });

  it('checks a task off, says the contact it logged and lets the card refresh', async () => {
    const api = cardsApi();
    const onDone = vi.fn();
    const { user } = renderCards(onDone);
    const maya = await screen.findByRole('list', { name: 'Tasks for Maya' });
    await user.click(within(maya).getByRole('checkbox', { name: 'Call Maya' }));
    expect(await screen.findByText('Call with Maya logged')).toBeInTheDocument();
    expect(api.to('PATCH', `/api/tasks/${call.id}`)[0].body).toEqual({ status: 'done' });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("adds a task for the person from the assistant's reading of one line, and says why when it reads none", async () => {
    const api = cardsApi();
    const { user } = renderCards();
    await screen.findByRole('list', { name: 'Tasks for Leo' });
    const field = screen.getByRole('textbox', { name: 'Add a task for Leo' });
    await user.type(field, 'email Leo the photos{Enter}');
    expect(await screen.findByText("I can't send emails.")).toBeInTheDocument();
    expect(api.to('POST', '/api/tasks')).toHaveLength(0);
    expect(field).toHaveValue('email Leo the photos');

    await user.clear(field);
    await user.type(field, 'Send Leo the photos !high{Enter}');
    await waitFor(() => expect(api.to('POST', '/api/assistant/read').map((r) => r.body)).toHaveLength(2));
    await waitFor(() => expect(api.to('POST', '/api/tasks')).toHaveLength(1));
    // The card's person, not one the line happened to name.
    expect(api.to('POST', '/api/tasks')[0].body).toEqual({ title: 'Send Leo the photos', priority: 'high', relationshipId: 'leo' });
    await waitFor(() => expect(field).toHaveValue(''));
  });
});
