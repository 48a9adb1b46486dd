export { createRelationshipsRepo } from './relationships.repo.js';
export { createRelationshipsService } from './relationships.service.js';
