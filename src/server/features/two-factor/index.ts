export { createTwoFactorRepo } from './two-factor.repo.js';
export { createTwoFactorService, type TwoFactorService } from './two-factor.service.js';
export { createSecondStepGate, twoFactorRoutes } from './two-factor.routes.js';
export { createPasskeysRepo } from './passkeys.repo.js';
export { createPasskeysService } from './passkeys.service.js';
export { passkeyRoutes } from './passkeys.routes.js';
