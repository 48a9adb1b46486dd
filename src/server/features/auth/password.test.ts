import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password.js';

describe('password rules', () => {
  it('refuses passwords shorter than 8 or longer than 128 characters', () => {
    expect(passwordProblem('Ab1!xyz')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('kettle orbit ginger 8')).toBeNull();
    expect(passwordProblem(`${'k7!'.repeat(42)}zz`)).toBeNull();
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('password123')).toMatch(/too common/);
    expect(passwordProblem('qwertyuiop')).toMatch(/too common/);
    expect(passwordProblem('PASSWORD123')).toMatch(/too common/);
  });

  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('kettle orbit ginger 8');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'kettle orbit ginger 8')).toBe(true);
    expect(await verifyPassword(stored, 'kettle orbit ginger 9')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
