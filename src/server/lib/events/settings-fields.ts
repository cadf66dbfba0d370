/**
 * The top-level fields whose value differs between two versions of a settings object (issue 18:
 * a settings change purges the HTTP caches only when it touches something pages show).
 */
export function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}
