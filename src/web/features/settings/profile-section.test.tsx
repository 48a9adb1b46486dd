import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ProfileSection } from './profile-section';

describe('Settings → Profile', () => {
  it('sends the changed name, number base and clock, and says it saved', async () => {
    const api = mockApi({ 'PATCH /api/account/profile': ({ body }) => ({ ...aUser(), ...(body as object) }) });
    const { user } = renderWithApp(<ProfileSection user={aUser()} />);

    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.click(screen.getByRole('radio', { name: /Dozenal/ }));
    await user.click(screen.getByRole('radio', { name: /^12-hour/ }));
    expect(screen.getByTestId('display-preview')).toHaveTextContent('Preview: 7;6 hours of sleep · 100 steps · 75% of target · 11 PM');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(api.to('PATCH', '/api/account/profile')).toHaveLength(1));
    expect(api.to('PATCH', '/api/account/profile')[0].body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      timezone: 'UTC',
      numberBase: 'dozenal',
      timeFormat: '12h',
      workdayStart: '09:00',
      workdayEnd: '17:00',
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('saves the workday hours, and refuses an end before the start or off the 5-minute step', async () => {
    const api = mockApi({ 'PATCH /api/account/profile': ({ body }) => ({ ...aUser(), ...(body as object) }) });
    renderWithApp(<ProfileSection user={aUser()} />);
    const start = screen.getByLabelText('Workday starts');
    const end = screen.getByLabelText('Workday ends');
    expect(start).toHaveValue('09:00');
    expect(end).toHaveAttribute('step', '300');

    fireEvent.change(start, { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Workday end must be after its start')).toBeInTheDocument();
    fireEvent.change(start, { target: { value: '08:00' } });
    fireEvent.change(end, { target: { value: '16:02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Workday end must be on a 5-minute step')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/account/profile')).toHaveLength(0);

    fireEvent.change(end, { target: { value: '16:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.to('PATCH', '/api/account/profile')).toHaveLength(1));
    expect(api.to('PATCH', '/api/account/profile')[0].body).toMatchObject({ workdayStart: '08:00', workdayEnd: '16:30' });
  });

  it('shows the clock choices with the browser one first, checked when the user follows it', () => {
    mockApi({});
    renderWithApp(<ProfileSection user={aUser({ timeFormat: null })} />);
    const clocks = screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'timeFormat');
    expect(clocks.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: /Follow this browser/ })).toBeChecked();
  });

  it('shows the sign-in email without an email field, which asks for the password elsewhere', () => {
    mockApi({});
    renderWithApp(<ProfileSection user={aUser()} />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(/ada@example.com \(change it under Sign-in email\)/)).toBeInTheDocument();
  });

  it('does not offer the email of an account managed by a sign-in provider', () => {
    mockApi({});
    renderWithApp(<ProfileSection user={aUser({ authProvider: 'oidc' })} />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(/managed by your sign-in provider/)).toBeInTheDocument();
  });
});
