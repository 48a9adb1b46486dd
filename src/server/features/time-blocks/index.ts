export { createTimeBlocksRepo, type TimeBlocksRepo } from './time-blocks.repo.js';
export { createTimeBlocksService, type Actor, type TimeBlockChangeListener, type TimeBlocksService } from './time-blocks.service.js';
export { blocksInRange, type RangeOwner } from './time-block-range.repo.js';
