import { ECDH } from 'node:crypto';

/**
 * Why a browser's p256dh cannot encrypt a push (RFC 8291 needs an uncompressed P-256 point); undefined when it can.
 * Checked at subscribe, so a bad key is a 400 rather than a job that fails every retry.
 */
export function p256dhProblem(key: string): string | undefined {
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return 'p256dh must be an uncompressed P-256 public key: 65 bytes in base64url, starting with 0x04';
  try {
    ECDH.convertKey(bytes, 'prime256v1');
  } catch {
    return 'p256dh is not a point on the P-256 curve';
  }
  return undefined;
}
