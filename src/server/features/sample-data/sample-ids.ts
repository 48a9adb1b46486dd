import { createHash } from 'node:crypto';

export type SampleTable = 'time_blocks' | 'health_metrics' | 'relationships' | 'interactions' | 'goals' | 'tasks' | 'daily_plans';

// A fixed namespace so the same user, table and index always give the same id (RFC 9562 name-based UUID, version 5).
const NAMESPACE = Buffer.from('6f1c2a4e0b7d4c1f9e3a5d8b2c7e4f10', 'hex');

export function sampleId(userId: string, table: SampleTable, index: number): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`twelvefold-sample:${userId}:${table}:${index}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function sampleIds(userId: string, table: SampleTable, count: number): string[] {
  return Array.from({ length: count }, (_, i) => sampleId(userId, table, i));
}
