import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connection, ConnectionList, RemoteCalendar } from '../../../shared/schemas/calendar-connections';
import { mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ConnectionsCard } from './connections-card';

const fresh: Connection = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  provider: 'google',
  accountEmail: 'pat@example.com',
  state: 'connected',
  stateReason: null,
  lastSyncAt: null,
  retryAt: null,
  syncing: false,
  writeCalendar: null,
  busyCalendars: [],
  pendingChanges: 0,
};
const calendars: RemoteCalendar[] = [
  { id: 'pat@example.com', name: 'Pat', primary: true, canWrite: true },
  { id: 'team@group.calendar.google.com', name: 'Team', primary: false, canWrite: false },
];
const list = (connections: Connection[]): ConnectionList => ({ providers: [{ id: 'google', name: 'Google Calendar' }], connections });

describe('Google Calendar in settings', () => {
  it('offers nothing when the administrator set up no provider', async () => {
    const api = mockApi({ 'GET /api/calendar/connections': { providers: [], connections: [] } });
    renderWithApp(<ConnectionsCard />);
    await waitFor(() => expect(api.to('GET', '/api/calendar/connections')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading calendar connections' })).toBeNull());
    expect(screen.queryByText('Calendar accounts')).toBeNull();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('offers each provider the administrator set up, Outlook beside Google', async () => {
    mockApi({
      'GET /api/calendar/connections': {
        providers: [
          { id: 'google', name: 'Google Calendar' },
          { id: 'microsoft', name: 'Outlook' },
        ],
        connections: [],
      },
    });
    renderWithApp(<ConnectionsCard />);
    expect(await screen.findByRole('button', { name: 'Connect Outlook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(screen.getByText('Calendar accounts')).toBeTruthy();
  });

  it('has a new connection choose its calendars, the primary one first, and sends the choice', async () => {
    const chosen: Connection = {
      ...fresh,
      writeCalendar: { id: 'pat@example.com', name: 'Pat' },
      busyCalendars: [{ id: calendars[1].id, name: 'Team' }],
      lastSyncAt: '2026-12-07T06:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/calendar/connections': list([fresh]),
      [`GET /api/calendar/connections/${fresh.id}/calendars`]: calendars,
      [`PATCH /api/calendar/connections/${fresh.id}`]: chosen,
    });
    const { user } = renderWithApp(<ConnectionsCard />);
    const item = await screen.findByRole('listitem', { name: 'Google Calendar pat@example.com' });
    expect(within(item).getByText('Choose calendars')).toBeInTheDocument();
    expect(await within(item).findByLabelText('Write time blocks to')).toHaveValue('pat@example.com');
    // A calendar shared read-only can be read as busy but not written to.
    expect(within(item).queryByRole('option', { name: 'Team' })).toBeNull();
    await user.click(within(item).getByRole('checkbox', { name: 'Team' }));
    await user.click(within(item).getByRole('button', { name: 'Save and sync' }));
    await waitFor(() => expect(api.to('PATCH', `/api/calendar/connections/${fresh.id}`)).toHaveLength(1));
    expect(api.to('PATCH', `/api/calendar/connections/${fresh.id}`)[0].body).toEqual({
      writeCalendarId: 'pat@example.com',
      busyCalendarIds: [calendars[1].id],
    });
    expect(await within(item).findByText('In sync')).toBeInTheDocument();
    expect(within(item).getByText(/Time blocks go to/)).toHaveTextContent('Time blocks go to Pat. Also read as busy: Team.');
  });

  it('says why a revoked connection stopped and offers Reconnect for that account instead of Sync now', async () => {
    const revoked: Connection = {
      ...fresh,
      state: 'needs_reconnect',
      stateReason: 'Google Calendar no longer lets Twelvefold in: access was removed or has expired. Reconnect to sync again.',
      writeCalendar: { id: 'pat@example.com', name: 'Pat' },
    };
    const api = mockApi({
      'GET /api/calendar/connections': list([revoked]),
      'POST /api/calendar/connections/google/authorize': { url: '#signed-in' },
    });
    const { user } = renderWithApp(<ConnectionsCard />);
    const item = await screen.findByRole('listitem', { name: 'Google Calendar pat@example.com' });
    expect(within(item).getByText('Reconnect needed')).toBeInTheDocument();
    expect(within(item).getByRole('alert')).toHaveTextContent(/access was removed or has expired/);
    expect(within(item).queryByRole('button', { name: /Sync .* now/ })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(api.to('POST', '/api/calendar/connections/google/authorize')).toHaveLength(1));
    expect(api.to('POST', '/api/calendar/connections/google/authorize')[0].body).toEqual({ connectionId: fresh.id });
  });
});
