import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../shared/schemas/calendar-subscriptions';
import { apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { SubscriptionsCard } from './subscriptions-card';

const team: Subscription = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'Team',
  url: 'https://calendar.google.com/calendar/ical/team…/priv…/basic.ics',
  lastFetchedAt: '2026-02-01T12:00:00.000Z',
  lastError: 'The calendar’s server answered 404 Not Found: check the address, or whether the calendar is still shared.',
  eventCount: 12,
};

describe('subscribed calendars in settings', () => {
  it('lists each calendar with its masked address, count and why its last fetch failed', async () => {
    mockApi({ 'GET /api/calendar/subscriptions': [team] });
    renderWithApp(<SubscriptionsCard />);
    const item = await screen.findByRole('listitem', { name: 'Team' });
    expect(within(item).getByText(team.url)).toBeInTheDocument();
    expect(within(item).getByText('12 events')).toBeInTheDocument();
    expect(within(item).getByRole('alert')).toHaveTextContent(/404 Not Found.*events from the last good fetch are still shown/);
    expect(within(item).getByRole('button', { name: 'Refresh Team' })).toBeEnabled();
  });

  it('puts the server’s reason next to the address, sends the name only when one is given, and lists what it added', async () => {
    const added: Subscription = { ...team, id: '9d0c1f2e-3a4b-4c5d-8e6f-708192a3b4c5', name: 'Holidays', lastError: null, eventCount: 3 };
    let attempts = 0;
    const api = mockApi({
      'GET /api/calendar/subscriptions': [],
      'POST /api/calendar/subscriptions': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'url: The calendar is on a private or local network address. Nothing was saved.', [
              { path: 'url', message: 'The calendar is on a private or local network address. Nothing was saved.' },
            ])
          : added;
      },
    });
    const { user } = renderWithApp(<SubscriptionsCard />);
    expect(await screen.findByText('No subscribed calendars yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Calendar address'), 'http://192.168.1.20/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/private or local network address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Calendar address')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Calendar address'));
    await user.type(screen.getByLabelText('Calendar address'), 'webcal://example.com/holidays.ics');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('listitem', { name: 'Holidays' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', '/api/calendar/subscriptions')).toHaveLength(2));
    expect(api.to('POST', '/api/calendar/subscriptions')[1].body).toEqual({ url: 'webcal://example.com/holidays.ics' });
  });
});
