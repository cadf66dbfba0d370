import { z } from 'zod';

/**
 * The admin's Content-Security-Policy has no 'unsafe-eval', and zod probes `new Function()` when
 * it builds its first object schema (a violation report even though it falls back). Imported
 * first by main.tsx, so this runs before any module defines a schema.
 */
z.config({ jitless: true });
