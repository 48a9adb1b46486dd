import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, RECOVERY_CODE_COUNT } from '../constants.js';
import { emailSchema, passwordSchema } from './auth.js';
import { text } from './common.js';

/** How a session was signed in, as the sessions list shows it. */
export const SIGN_IN_METHODS = ['signup', 'password', 'password+totp', 'password+recovery-code', 'password+passkey', 'passkey', 'oidc'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** How a session was signed in, as the sessions list says it after the date ("Signed in 3 May, with a passkey"). */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  signup: 'at sign-up',
  password: 'with a password',
  'password+totp': 'with a password and an authenticator app',
  'password+recovery-code': 'with a password and a recovery code',
  'password+passkey': 'with a password and a passkey',
  passkey: 'with a passkey',
  oidc: 'through single sign-on',
};

const currentPasswordSchema = text({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(PASSWORD_MAX_LENGTH * 4);

/** Six digits as an authenticator app shows them; spaces people type between the groups are ignored. */
export const totpCodeSchema = text({ error: 'Code is required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Code is required' })
      .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
  );

/** Ten characters from a 32-letter alphabet, shown as xxxxx-xxxxx; case, spaces and dashes are forgiven. */
export const recoveryCodeSchema = text({ error: 'Recovery code is required' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'Recovery code is required' })
      .regex(/^[a-z0-9]{10}$/, { error: 'A recovery code has 10 letters and digits' }),
  );

export const totpEnrolmentSchema = z.object({
  secret: z.string().describe('base32, for typing into an authenticator app'),
  otpauthUrl: z.string().describe('otpauth://totp/… for a QR code'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpVerifySchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpDisableSchema = z.object({ password: currentPasswordSchema, code: totpCodeSchema });
export const regenerateRecoveryCodesSchema = z.object({ password: currentPasswordSchema });

export const twoFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The answer to a correct password when a second step is due: no session yet. */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  methods: z.array(z.enum(['totp', 'passkey'])),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

export const secondStepSchema = z.union([
  z.object({ code: totpCodeSchema, trustDevice: z.boolean().optional() }).strict(),
  z.object({ recoveryCode: recoveryCodeSchema, trustDevice: z.boolean().optional() }).strict(),
]);
export type SecondStepInput = z.infer<typeof secondStepSchema>;

/** A WebAuthn JSON message from @simplewebauthn/browser; its inner shape is checked by @simplewebauthn/server. */
const webAuthnJsonSchema = z.looseObject({ id: z.string().max(1024), rawId: z.string().max(1024), type: z.literal('public-key'), response: z.looseObject({}) });
export const passkeyRegisterSchema = z.object({
  name: text({ error: 'Name must be text' }).trim().max(60, { error: 'Name must be at most 60 characters' }).optional(),
  response: webAuthnJsonSchema,
});
export const passkeySignInSchema = z.object({ response: webAuthnJsonSchema, trustDevice: z.boolean().optional() });
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
/** The registration options a browser needs named (the WebAuthn library adds others, passed on as they are). */
export const webAuthnRegistrationOptionsSchema = webAuthnOptionsSchema.extend({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyDto = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: text({ error: 'The reset link is incomplete' }).min(1, { error: 'The reset link is incomplete' }).max(200),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changeEmailSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const changeEmailResultSchema = z.object({ status: z.enum(['changed', 'confirmation-sent']), email: z.string() });
export const confirmEmailSchema = z.object({
  token: text({ error: 'The confirmation link is incomplete' }).min(1, { error: 'The confirmation link is incomplete' }).max(200),
});
