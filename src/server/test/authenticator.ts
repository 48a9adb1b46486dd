import { createHmac } from 'node:crypto';

/** RFC 4648 base32, as authenticator apps read the secret of an otpauth URL. */
export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code an authenticator app shows at `unixSeconds`: RFC 6238 TOTP over RFC 4226 HOTP, HMAC-SHA1, 30 s steps. */
export function authenticatorCode(key: Buffer, unixSeconds: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The code for the secret of an otpauth URL (as scanned from the QR code) at a moment. */
export function codeFromOtpauthUrl(otpauthUrl: string, at: Date): string {
  const url = new URL(otpauthUrl);
  return authenticatorCode(base32Decode(url.searchParams.get('secret') ?? ''), at.getTime() / 1000);
}
