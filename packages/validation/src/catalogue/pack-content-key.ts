import { type CapacityCode, DEFAULT_PACK_CAPACITY, isCapacityCode } from './constants';

/** A pack content key (catalogue-editors §3): a product reference, or a group id, '#' and a capacity code. */
export type PackContentKey =
  | { kind: 'reference'; reference: string }
  | { kind: 'group'; group: string; capacity: CapacityCode };

/** The key of a pack content entry; a group without capacity takes the default 75. */
export function formatPackContentKey(
  key: { reference: string } | { group: string; capacity?: CapacityCode },
): string {
  if ('reference' in key) return key.reference;
  return `${key.group}#${key.capacity ?? DEFAULT_PACK_CAPACITY}`;
}

/**
 * Reads a pack content key. `group#` (no capacity) reads as the default capacity 75. Undefined for a key that
 * is empty, has an empty group, more than one '#', or an unknown capacity code.
 */
export function parsePackContentKey(key: unknown): PackContentKey | undefined {
  if (typeof key !== 'string') return undefined;
  const text = key.trim();
  if (text === '') return undefined;
  const parts = text.split('#');
  if (parts.length === 1) return { kind: 'reference', reference: text };
  const [group = '', capacity = ''] = parts;
  if (parts.length > 2 || group === '') return undefined;
  if (capacity === '') return { kind: 'group', group, capacity: DEFAULT_PACK_CAPACITY };
  return isCapacityCode(capacity) ? { kind: 'group', group, capacity } : undefined;
}
