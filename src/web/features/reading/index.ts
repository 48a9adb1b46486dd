export { lineOf, readLine, useLineReading, type LineReading } from './api/read-line';
export { readingKeys } from './api/query-keys';
export { singleAdd, useApplyLine, type Adders } from './use-apply-line';
export { ReadingNote } from './reading-note';
