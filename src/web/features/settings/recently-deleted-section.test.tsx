import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletedItem } from '../../../shared/schemas/recently-deleted';
import { apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { RecentlyDeletedSection } from './recently-deleted-section';

const at = { deletedAt: '2026-06-01T09:00:00.000Z', expiresAt: '2026-06-01T09:10:00.000Z' };
const none = { occurrence: null, relationshipId: null, repeats: false };
const series: DeletedItem = { kind: 'time-block', id: '0b5c1d1e-4c55-4d1b-9b59-1a3c2f0e9d01', title: 'Journal', ...none, repeats: true, ...at };
const tail: DeletedItem = { kind: 'series-tail', id: '0b5c1d1e-4c55-4d1b-9b59-1a3c2f0e9d02', title: 'Standup', ...none, occurrence: '2026-06-03', ...at };
const person: DeletedItem = { kind: 'relationship', id: '0b5c1d1e-4c55-4d1b-9b59-1a3c2f0e9d03', title: 'Ada Lovelace', ...none, ...at };

describe('Settings → Recently deleted', () => {
  it('names each item and what it was, and Restore sends it to its own restore route', async () => {
    let items = [series, tail, person];
    const api = mockApi({
      'GET /api/recently-deleted': () => items,
      [`POST /api/time-blocks/${tail.id}/restore`]: () => {
        items = items.filter((i) => i !== tail);
        return { id: tail.id };
      },
    });
    const { user } = renderWithApp(<RecentlyDeletedSection />);
    const list = await screen.findByRole('list', { name: 'Recently deleted items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Journal\s*Repeating block, all dates · deleted/),
      expect.stringMatching(/^Standup\s*Repeating block, dates from .+ on · deleted/),
      expect.stringMatching(/^Ada Lovelace\s*Person · deleted/),
    ]);

    await user.click(within(list).getByRole('button', { name: 'Restore Standup' }));
    await waitFor(() => expect(api.to('POST', `/api/time-blocks/${tail.id}/restore`)).toHaveLength(1));
    const sent = api.to('POST', `/api/time-blocks/${tail.id}/restore`)[0];
    expect(Object.fromEntries(sent.query)).toEqual({ occurrence: '2026-06-03', scope: 'following' });
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says when nothing was deleted, and when the list cannot be read', async () => {
    mockApi({ 'GET /api/recently-deleted': [] });
    const first = renderWithApp(<RecentlyDeletedSection />);
    expect(screen.getByLabelText('Loading recently deleted items')).toBeInTheDocument();
    expect(await screen.findByText('Nothing deleted in the last 10 minutes.')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/recently-deleted': apiError(500, 'Internal Server Error') });
    renderWithApp(<RecentlyDeletedSection />);
    expect(await screen.findByText('The list could not be loaded. Reload the page to try again.')).toBeInTheDocument();
  });

  it('tells why a restore failed', async () => {
    mockApi({ 'GET /api/recently-deleted': [person], [`POST /api/relationships/${person.id}/restore`]: apiError(404, 'Deleted relationship not found') });
    const { user } = renderWithApp(<RecentlyDeletedSection />);
    await user.click(await screen.findByRole('button', { name: 'Restore Ada Lovelace' }));
    expect(await screen.findByText('Failed to restore')).toBeInTheDocument();
    expect(screen.getAllByText(/Deleted relationship not found/).length).toBeGreaterThan(0);
  });
});
