const MAX_QUERY_PARAMS = 20;

/** The query as plain strings (first value of repeated keys), bounded in count and length. */
export function searchParamsOf(query: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (query === null || typeof query !== 'object') return result;
  for (const [key, value] of Object.entries(query as Record<string, unknown>).slice(0, MAX_QUERY_PARAMS)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') result[key.slice(0, 100)] = first.slice(0, 500);
  }
  return result;
}
