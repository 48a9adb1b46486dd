import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../shared/constants.js';

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols, about 50 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** Hash of a code as the shared schema normalises it (no dashes or spaces, lower case). */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
