import { describe, expect, it } from 'vitest';
import { keptFor, ObjectNumbers } from './object-memo.ts';

describe('object memo', () => {
  it('computes a value once per object', () => {
    const kept = new WeakMap<object, number>();
    const key = {};
    let computed = 0;
    expect(keptFor(kept, key, () => ++computed)).toBe(1);
    expect(keptFor(kept, key, () => ++computed)).toBe(1);
    expect(keptFor(kept, {}, () => ++computed)).toBe(2);
  });

  it('numbers each object once, distinct objects differently', () => {
    const numbers = new ObjectNumbers();
    const first = {};
    expect(numbers.of(first)).toBe(numbers.of(first));
    expect(numbers.of({})).not.toBe(numbers.of(first));
  });
});
