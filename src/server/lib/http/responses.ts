/** The success envelope of SPEC 7/8: `{ Success: true, Errors: [] }` plus the call's own fields. */
export function ok<T extends Record<string, unknown>>(fields?: T): { Success: true; Errors: never[] } & T {
  return { Success: true, Errors: [], ...(fields ?? ({} as T)) };
}
