import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('drops the least recently used key first, a read counting as use and a peek not', () => {
    const map = new LruMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.peek('a'), map.peek('b'), map.peek('c')]).toEqual([1, undefined, 3]);
    expect(map.peek('a')).toBe(1);
    map.set('d', 4);
    expect([map.peek('a'), map.peek('c'), map.peek('d')]).toEqual([undefined, 3, 4]);
    expect(map.size).toBe(2);
  });

  it('keeps every key without a bound', () => {
    const map = new LruMap<number>();
    for (let index = 0; index < 1000; index += 1) map.set(`k${index}`, index);
    expect(map.get('k0')).toBe(0);
    expect(map.get('k999')).toBe(999);
    expect(map.get('missing')).toBeUndefined();
    expect(map.size).toBe(1000);
  });
});
