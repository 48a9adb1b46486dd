import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { PasswordSection } from './password-section';

describe('Settings → Password', () => {
  it('sends the current and new password, then empties both fields', async () => {
    const api = mockApi({ 'POST /api/account/password': () => undefined });
    const { user } = renderWithApp(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'old horse battery');
    await user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(api.to('POST', '/api/account/password')).toHaveLength(1));
    expect(api.to('POST', '/api/account/password')[0].body).toEqual({ currentPassword: 'old horse battery', newPassword: 'correct horse battery staple' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('puts a wrong current password next to its field', async () => {
    mockApi({ 'POST /api/account/password': apiError(400, 'Validation failed', [{ path: 'currentPassword', message: 'Current password is incorrect' }]) });
    const { user } = renderWithApp(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'not it at all');
    await user.type(screen.getByLabelText('New password'), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(/Current password is incorrect/);
  });
});
