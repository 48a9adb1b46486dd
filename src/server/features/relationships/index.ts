export { createRelationshipsRepo } from './relationships.repo.js';
export { createRelationshipsService, type RelationshipsService } from './relationships.service.js';
