export { insightKeys } from './api/query-keys';
export { InsightCards } from './insight-cards';
