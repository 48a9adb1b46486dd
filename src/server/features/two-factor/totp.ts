import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../../shared/constants.js';

/** What every authenticator app assumes when the otpauth URL says nothing else (Google Authenticator ignores the rest). */
const PERIOD_SECONDS = 30;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: PRODUCT_NAME, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** 160 random bits, the size RFC 4226 recommends, in base32 for typing into an app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, accountName: string): string => totp(secret, accountName).toString();

/** The time step a code belongs to when it is this step's or a neighbour's (clock drift), else null. */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}
