import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, apiError, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { SecondStepCard } from './second-step-card';

describe('the second step of signing in', () => {
  it('shows the server’s answer to a wrong code and clears the field', async () => {
    mockApi({ 'POST /api/auth/2fa': apiError(401, 'That code is not right. Check your authenticator app and try again.') });
    const { user } = renderWithApp(<SecondStepCard methods={['totp']} onRestart={vi.fn()} />);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(screen.getByLabelText('Code from your authenticator app')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).not.toBeInTheDocument();
  });

  it('sends a recovery code as typed, normalised, with trust this device', async () => {
    const api = mockApi({ 'POST /api/auth/2fa': aUser() });
    const { user } = renderWithApp(<SecondStepCard methods={['totp', 'passkey']} onRestart={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-23456');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.to('POST', '/api/auth/2fa')).toHaveLength(1));
    expect(api.to('POST', '/api/auth/2fa')[0].body).toEqual({ recoveryCode: 'abcde23456', trustDevice: true });
  });

  it('checks the code’s shape before sending, and goes back to the password when the first step expired', async () => {
    const onRestart = vi.fn();
    const api = mockApi({ 'POST /api/auth/2fa': apiError(401, 'Your sign-in took too long. Enter your email and password again.') });
    const { user } = renderWithApp(<SecondStepCard methods={['totp']} onRestart={onRestart} />);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onRestart).toHaveBeenCalled());
  });
});
