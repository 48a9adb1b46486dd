export { InsightCards } from './insight-cards';
