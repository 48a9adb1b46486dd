import { describe, expect, it } from 'vitest';
import { authenticatorCode, base32Decode } from './authenticator.js';

describe('the test authenticator', () => {
  // RFC 6238 appendix B, SHA-1 rows: the key is the ASCII of "12345678901234567890".
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(authenticatorCode(Buffer.from('12345678901234567890'), seconds, 8)).toBe(code);
  });

  it('reads base32 as RFC 4648 spells it', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});
