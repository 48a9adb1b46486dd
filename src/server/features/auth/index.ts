export { hashPassword, passwordProblem, verifyPassword } from './password.js';
export { toUserDto } from './user-dto.js';
export { createInvitation, INVITATION_DAYS } from './invitations.repo.js';
export { createCredentialChecks, type CredentialChecks } from './credential-checks.js';
