import type { z } from 'zod';

/**
 * Limits read back from a shared zod schema, so an admin form never repeats a number the schema
 * already holds: `maxLengthOf(BLOCK_DEFINITIONS.hero.props, 'title')` is 160 because the hero's
 * title is `plainText(160)`, and `maxLengthOf(storeVersionBody, 'seoTitle')` is 200. They read
 * any object schema (block props, request bodies, page type data); optional, nullable and
 * defaulted fields are read under their wrapper. Each reader throws when the schema has no such
 * field or limit (a form's test then fails), rather than letting a form go unlimited in silence.
 *
 * The type checker holds the key when the schema's type names its fields. A schema typed only as
 * a record (a page type's `typeData` is a `z.ZodType<Record<string, unknown>>`) takes any key,
 * which is then checked when the form renders.
 */
type ObjectSchema = z.ZodType<object>;

/** The fields of an object schema whose values (leaving out undefined and null) are of type Value. */
type KeyOf<Schema extends ObjectSchema, Value> = string extends keyof z.output<Schema>
  ? string
  : {
      [Key in keyof z.output<Schema> & string]: NonNullable<z.output<Schema>[Key]> extends Value ? Key : never;
    }[keyof z.output<Schema> & string];

/** A schema's own fields; no zod classes are imported, so this module stays type-only on zod. */
interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaInternals;
      element?: SchemaInternals;
      shape?: Record<string, SchemaInternals>;
      checks?: { _zod: { def: CheckDef } }[];
      entries?: Record<string, string>;
    };
  };
}
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
}

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch']);

/** The schema under defaults and optionals: `plainText(160)` is a default around a string. */
function unwrap(schema: SchemaInternals): SchemaInternals {
  let current = schema;
  while (WRAPPERS.has(current._zod.def.type) && current._zod.def.innerType) current = current._zod.def.innerType;
  return current;
}

/** The prop's schema under its default; `kind` is the zod type it must be ("string", "array", …). */
function field(schema: ObjectSchema, key: string, kind: string): SchemaInternals {
  const object = unwrap(schema as unknown as SchemaInternals);
  const shape = object._zod.def.type === 'object' ? object._zod.def.shape : undefined;
  if (!shape) throw new Error('the schema is not an object');
  if (!Object.hasOwn(shape, key)) throw new Error(`the schema has no prop "${key}"`);
  const prop = unwrap(shape[key]!);
  if (prop._zod.def.type !== kind) throw new Error(`"${key}" is not of type ${kind}`);
  return prop;
}

function checkValue(schema: SchemaInternals, kind: string, read: (check: CheckDef) => number | undefined, what: string): number {
  for (const check of schema._zod.def.checks ?? []) {
    const value = check._zod.def.check === kind ? read(check._zod.def) : undefined;
    if (value !== undefined) return value;
  }
  throw new Error(`the schema sets no ${what}`);
}

const maxLength = (schema: SchemaInternals, what: string) => checkValue(schema, 'max_length', (check) => check.maximum, what);

/** The most characters a string schema outside an object accepts, such as the shared `link` field. */
export function textMaxLength(schema: z.ZodType): number {
  const text = unwrap(schema as unknown as SchemaInternals);
  if (text._zod.def.type !== 'string') throw new Error('the schema is not a string');
  return maxLength(text, 'maximum length');
}

/** The most characters a string prop may hold. */
export function maxLengthOf<Schema extends ObjectSchema>(schema: Schema, key: KeyOf<Schema, string>): number {
  return maxLength(field(schema, key, 'string'), `maximum length for "${key}"`);
}

/** The most entries a list prop may hold. */
export function maxItemsOf<Schema extends ObjectSchema>(schema: Schema, key: KeyOf<Schema, readonly unknown[]>): number {
  return maxLength(field(schema, key, 'array'), `maximum number of items for "${key}"`);
}

/** The most characters each entry of a list of strings may hold. */
export function maxItemLengthOf<Schema extends ObjectSchema>(schema: Schema, key: KeyOf<Schema, readonly string[]>): number {
  const element = field(schema, key, 'array')._zod.def.element;
  const entry = element ? unwrap(element) : undefined;
  if (entry?._zod.def.type !== 'string') throw new Error(`"${key}" is not a list of strings`);
  return maxLength(entry, `maximum length for the entries of "${key}"`);
}

/** The smallest and largest value a number prop may take (both inclusive, as `.min()`/`.max()` set them). */
export function rangeOf<Schema extends ObjectSchema>(schema: Schema, key: KeyOf<Schema, number>): { min: number; max: number } {
  const number = field(schema, key, 'number');
  const bound = (kind: string, side: string) =>
    checkValue(number, kind, (check) => (check.inclusive ? check.value : undefined), `inclusive ${side} for "${key}"`);
  return { min: bound('greater_than', 'minimum'), max: bound('less_than', 'maximum') };
}

/** The values an enum prop may take, in the schema's order. */
export function optionsOf<Schema extends ObjectSchema, Key extends KeyOf<Schema, string>>(
  schema: Schema,
  key: Key,
): readonly NonNullable<z.output<Schema>[Key & keyof z.output<Schema>]>[] {
  const entries = field(schema, key, 'enum')._zod.def.entries ?? {};
  return Object.values(entries) as NonNullable<z.output<Schema>[Key & keyof z.output<Schema>]>[];
}
