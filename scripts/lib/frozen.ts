/**
 * Deep-frozen values, shared instead of copied by memos of the generator: a frozen value cannot change, so its
 * identity stands for its content (scripts/generate/connectors/load.ts freezes the connectors it keeps).
 */

/** `value` with every object and array in it frozen, so that a shared memoized value cannot be changed by a caller. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

const ids = new WeakMap<object, number>();
let lastId = 0;

/**
 * A number that stands for a frozen object in a memo's key: the same object, the same number. Anything else (an
 * object that could change, undefined) gets a new number on every call, so a key holding it never matches.
 */
export function frozenId(value: object | undefined): number {
  if (value === undefined || !Object.isFrozen(value)) return ++lastId;
  let id = ids.get(value);
  if (id === undefined) {
    id = ++lastId;
    ids.set(value, id);
  }
  return id;
}
