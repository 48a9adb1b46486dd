import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { DateNavigation } from './date-navigation';

describe('the planner’s date navigation', () => {
  it('steps a day back and forward, and takes a date typed in the field', async () => {
    mockApi({ 'GET /api/auth/user': aUser() });
    const onChange = vi.fn();
    const { user } = renderWithApp(<DateNavigation date="2026-02-28" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onChange.mock.calls).toEqual([['2026-03-01'], ['2026-02-27']]);

    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-05' } });
    expect(onChange.mock.calls).toEqual([['2026-03-05']]);
  });

  it('steps by the days the week tab shows on a phone, three at a time', async () => {
    mockApi({ 'GET /api/auth/user': aUser() });
    const onChange = vi.fn();
    const { user } = renderWithApp(<DateNavigation date="2026-02-28" step={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next 3 days' }));
    await user.click(screen.getByRole('button', { name: 'Previous 3 days' }));
    expect(onChange.mock.calls).toEqual([['2026-03-03'], ['2026-02-25']]);
  });
});
