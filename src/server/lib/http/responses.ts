/** The success envelope of SPEC 7/8: `{ Success: true, Errors: [] }` plus the call's own fields. */
export function ok<T extends object = Record<never, never>>(fields?: T): { Success: true; Errors: never[] } & T {
  return { Success: true, Errors: [], ...(fields ?? ({} as T)) };
}
