/*
 * Work kept by the object it follows from (issue 20). The content memo (content-memo.ts) hands
 * out the same objects until a content change and nothing changes them in place, so what is
 * computed from one holds for as long as it lives; a changed content comes as new objects.
 */

/** The value kept for `key` in `kept`, computed and kept on first use. */
export function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, compute: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = compute();
    kept.set(key, value);
  }
  return value;
}

/** A number for each object, the same for as long as it lives: short key parts instead of an object's JSON. */
export class ObjectNumbers {
  private readonly numbers = new WeakMap<object, number>();
  private next = 1;

  of(value: object): number {
    return keptFor(this.numbers, value, () => this.next++);
  }
}
