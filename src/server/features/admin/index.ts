export { createAdminRepo, type AccountRow } from './admin.repo.js';
export { createAdminService, type AdminService } from './admin.service.js';
