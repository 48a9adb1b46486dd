import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiTokenDto } from '../../../shared/schemas/api-tokens';
import { mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ApiTokensSection } from './api-tokens-section';

const token: ApiTokenDto = {
  id: '7d0f2a4e-8c1b-4b7e-9a3f-2f1e6d5c4b3a',
  name: 'Sleep shortcut',
  scope: 'write',
  createdAt: '2026-06-01T08:00:00.000Z',
  lastUsedAt: null,
};

describe('Settings → API: revoking a token', () => {
  it('asks first, naming the token, and the keyboard alone can keep it or revoke it', async () => {
    const api = mockApi({ 'GET /api/account/tokens': [token], [`DELETE /api/account/tokens/${token.id}`]: () => undefined });
    const { user } = renderWithApp(<ApiTokensSection />);
    const revoke = await screen.findByRole('button', { name: 'Revoke Sleep shortcut' });

    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Sleep shortcut”?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be brought back/);
    // The safe choice has the focus, so a stray Enter keeps the token.
    expect(screen.getByRole('button', { name: 'Keep token' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revoke).toHaveFocus();
    expect(api.to('DELETE', `/api/account/tokens/${token.id}`)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Revoke “Sleep shortcut”?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', `/api/account/tokens/${token.id}`)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Revoke “Sleep shortcut”?' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Revoke token' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.to('DELETE', `/api/account/tokens/${token.id}`)).toHaveLength(1));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
  });
});
