/** Reads a value at a dotted path ('colors.accent', 'reviews.2.text') in a settings object. */
export function getAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/** A copy of `value` with `next` at `path`; objects and arrays along the path are copied, nothing mutated. */
export function setAt<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined) return value;
  const child = rest.length
    ? setAt((value as Record<string, unknown> | undefined)?.[key] ?? {}, rest.join('.'), next)
    : next;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(value as object), [key]: child } as T;
}

/** Joins a list's path and an item field's key. */
export const joinPath = (...parts: Array<string | number>) => parts.filter((part) => part !== '').join('.');
