export { hashPassword, passwordProblem, verifyPassword } from './password.js';
export { toUserDto } from './user-dto.js';
