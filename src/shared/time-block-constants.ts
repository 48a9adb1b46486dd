/** The time-block constants, apart from the schemas so a page that only shows blocks does not load zod. */
export const TIME_BLOCK_CATEGORIES = ['focus', 'meeting', 'break', 'completed'] as const;
export type TimeBlockCategory = (typeof TIME_BLOCK_CATEGORIES)[number];
export const DEFAULT_TIME_BLOCK_CATEGORY: TimeBlockCategory = 'focus';

export const HOUR_MIN = 0;
export const HOUR_MAX = 23;
export const DURATION_MIN = 1;
export const DURATION_MAX = 12;
export const TITLE_MAX_LENGTH = 200;
