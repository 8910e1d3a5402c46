/**
 * Sets `key` in `map`, which keeps at most `max` entries: a new key takes the place of the oldest one set (Maps
 * keep their insertion order) once the map is full. A key already there keeps its place.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
