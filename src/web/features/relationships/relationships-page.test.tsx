import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shiftDate, todayIn } from '../../../shared/dates';
import type { Relationship } from '../../../shared/schemas/relationships';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import RelationshipsPage from './relationships-page';

const today = todayIn('UTC');

function person(name: string, fields: Partial<Relationship>): Relationship {
  return {
    id: crypto.randomUUID(),
    name,
    initials: name.slice(0, 2).toUpperCase(),
    notes: '',
    lastContact: null,
    aiPrompt: null,
    daysSinceContact: null,
    cadenceDays: null,
    dueDate: shiftDate(today, 14),
    birthday: null,
    ...fields,
  };
}

const people = [
  person('Late Lou', { lastContact: shiftDate(today, -20), daysSinceContact: 20, dueDate: shiftDate(today, -6) }),
  person('Today Tam', { lastContact: shiftDate(today, -7), daysSinceContact: 7, cadenceDays: 7, dueDate: today }),
  person('Birthday Bo', {
    lastContact: today,
    daysSinceContact: 0,
    cadenceDays: 30,
    dueDate: shiftDate(today, 30),
    birthday: `--${shiftDate(today, 2).slice(5)}`,
  }),
  person('New Nia', {}),
  person('Soon Sam', { lastContact: shiftDate(today, -12), daysSinceContact: 12, dueDate: shiftDate(today, 2) }),
];

describe('Relationships: what is due', () => {
  it('marks due on the cards exactly the people the header counts, and a person not contacted yet is not due', async () => {
    mockApi({ 'GET /api/auth/user': aUser({ timezone: 'UTC' }), 'GET /api/relationships': people, 'GET /api/tasks': [] });
    renderWithApp(<RelationshipsPage />, { path: '/relationships' });

    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    expect((await card('Late Lou')).getByText('6 days overdue')).toBeInTheDocument();
    expect((await card('Today Tam')).getByText('due today')).toBeInTheDocument();
    expect((await card('Birthday Bo')).getByText('due for their birthday')).toBeInTheDocument();
    const nia = await card('New Nia');
    expect(nia.getByText('Not contacted yet')).toBeInTheDocument();
    expect(nia.getByText('due in 14 days')).toBeInTheDocument();
    expect((await card('Soon Sam')).getByText('due in 2 days')).toBeInTheDocument();

    const dueOnCards = document.querySelectorAll('[data-due="true"]').length;
    expect(dueOnCards).toBe(3);
    const due = screen.getByText('Due for contact').nextElementSibling;
    expect(due).toHaveTextContent(String(dueOnCards));
  });
});
