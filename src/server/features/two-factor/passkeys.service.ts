import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { PasskeyDto } from '../../../shared/schemas/sign-in.js';
import { AppError, notFound } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { PasskeysRepo } from './passkeys.repo.js';

/** Where the browser is: WebAuthn binds every credential to this host name and checks the page's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const PASSKEY_REFUSED = 'This passkey could not be used to sign in. Try another, or use your password.';
const MAX_PASSKEYS = 12;

const toDto = (row: Awaited<ReturnType<PasskeysRepo['list']>>[number]): PasskeyDto => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The user's own passkeys: listing them, adding one (options, then the browser's answer checked) and removing one. */
function createPasskeyManagement(repo: PasskeysRepo) {
  return {
    async list(user: UserRow): Promise<PasskeyDto[]> {
      return (await repo.list(user.id)).map(toDto);
    },

    async registrationOptions(user: UserRow, rp: RelyingParty) {
      if (user.authProvider !== 'local') throw new AppError(400, 'Your sign-in provider manages how you sign in');
      const existing = await repo.list(user.id);
      if (existing.length >= MAX_PASSKEYS) throw new AppError(409, `You have ${MAX_PASSKEYS} passkeys, the most an account may have. Remove one first.`);
      return generateRegistrationOptions({
        rpName: PRODUCT_NAME,
        rpID: rp.id,
        userName: user.email ?? user.id,
        userID: new TextEncoder().encode(user.id),
        userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? ''),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
        // Discoverable, so the passkey alone can say whose account it is.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
    },

    async register(user: UserRow, rp: RelyingParty, challenge: string, input: { name?: string; response: unknown }): Promise<PasskeyDto> {
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch (error) {
        throw new AppError(400, `The passkey could not be added: ${(error as Error).message}`, [{ path: 'response', message: (error as Error).message }]);
      }
      if (!verification.verified || !verification.registrationInfo) throw new AppError(400, 'The passkey could not be added');
      const { credential } = verification.registrationInfo;
      const count = (await repo.list(user.id)).length;
      const row = await repo.insert({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name || `Passkey ${count + 1}`,
      });
      if (!row) throw new AppError(409, 'This passkey is already registered');
      return toDto(row);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw notFound('Passkey');
    },
  };
}

/** Signing in with a passkey, alone or as the second step after a password. */
function createPasskeySignIn(repo: PasskeysRepo, now: () => Date) {
  return {
    /** For the second step, only the user's own passkeys; for a passkey alone, any discoverable one. */
    async authenticationOptions(rp: RelyingParty, userId: string | null) {
      const allow = userId ? await repo.list(userId) : [];
      return generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
        allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      });
    },

    /**
     * The user a passkey's signature proves, or a 401. A passkey alone must have verified its user (PIN, fingerprint),
     * being both factors at once; as the second step after a password, presence is enough.
     */
    async authenticate(rp: RelyingParty, challenge: string, response: { id: string }, asSecondStep: boolean): Promise<string> {
      const passkey = await repo.findByCredentialId(response.id);
      if (!passkey) throw new AppError(401, PASSKEY_REFUSED);
      try {
        const verification = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: !asSecondStep,
        });
        if (!verification.verified) throw new AppError(401, PASSKEY_REFUSED);
        await repo.recordUse(passkey.id, verification.authenticationInfo.newCounter, now());
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(401, PASSKEY_REFUSED);
      }
      return passkey.userId;
    },
  };
}

export function createPasskeysService(deps: { repo: PasskeysRepo; now?: () => Date }) {
  return { ...createPasskeyManagement(deps.repo), ...createPasskeySignIn(deps.repo, deps.now ?? (() => new Date())) };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
