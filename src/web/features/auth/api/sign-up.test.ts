import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/api';
import { signUp } from './sign-up';

describe('sign up', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['de-DE', 'kg'],
    ['en-GB', 'kg'],
    ['en-US', 'lbs'],
  ])('in a browser set to %s, starts the account with weights in %s', async (language, unit) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    const api = mockApi({ 'POST /api/auth/signup': aUser() });
    await signUp({ email: 'tess@example.com', password: 'kettle orbit ginger 8', firstName: '', lastName: '' });
    expect(api.to('POST', '/api/auth/signup').map((r) => r.body)).toEqual([expect.objectContaining({ email: 'tess@example.com', weightUnit: unit })]);
  });
});
