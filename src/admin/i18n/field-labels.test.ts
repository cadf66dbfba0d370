import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as mediaSchemas from '../../shared/media/media-schemas.ts';
import * as menuSchemas from '../../shared/menu/menu-schemas.ts';
import * as pageSchemas from '../../shared/pages/page-schemas.ts';
import * as publicationSchemas from '../../shared/pages/publication-schemas.ts';
import * as commonSchemas from '../../shared/schemas/common.ts';
import * as userSchemas from '../../shared/schemas/users.ts';
import { fieldLabel, formatApiError } from '../lib/format-error.ts';
import { createI18n, resources } from './create-i18n.ts';

/** Unwraps optional/default/nullable/pipe/refinement wrappers to the schema that holds the shape. */
function inner(schema: z.core.$ZodType, depth = 0): z.core.$ZodType {
  if (depth > 20) return schema;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const key of ['innerType', 'in', 'schema'] as const) {
    const next = def[key];
    if (next && typeof next === 'object' && '_zod' in next) return inner(next as z.core.$ZodType, depth + 1);
  }
  return schema;
}

/** Every property name an error can carry for this schema: object keys, also of nested objects and arrays. */
function propertyNames(schema: z.core.$ZodType, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  const unwrapped = inner(schema);
  if (seen.has(unwrapped)) return found;
  seen.add(unwrapped);
  const def = unwrapped._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
      found.add(key);
      propertyNames(value, found, seen);
    }
  } else if (def.type === 'array') {
    propertyNames(def.element as z.core.$ZodType, found, seen);
  } else if (def.type === 'union' || def.type === 'intersection') {
    const options = (def.options as z.core.$ZodType[] | undefined) ?? [def.left as z.core.$ZodType, def.right as z.core.$ZodType];
    for (const option of options) if (option) propertyNames(option, found, seen);
  }
  return found;
}

const isSchema = (value: unknown): value is z.core.$ZodType => !!value && typeof value === 'object' && '_zod' in value;

/** The request bodies (and queries) of the media, menu, pages and users APIs. */
const API_SCHEMAS = [mediaSchemas, menuSchemas, pageSchemas, publicationSchemas, userSchemas, commonSchemas];

/** Properties the services name in errors themselves, besides the schemas' keys. */
const SERVICE_PROPERTIES = ['f', 'url', 'imageID', 'crop', 'rotate', 'newFileName', 'newPath', 'folderName', 'path', 'feedback', 'role'];

function apiPropertyNames(): string[] {
  const names = new Set<string>(SERVICE_PROPERTIES);
  for (const module of API_SCHEMAS) {
    for (const value of Object.values(module)) if (isSchema(value)) propertyNames(value, names);
  }
  return [...names].sort();
}

describe('field labels', () => {
  it('walks the shared schemas (sanity check)', () => {
    const names = apiPropertyNames();
    for (const name of ['newFileName', 'newPath', 'folderName', 'defaultAltText', 'path', 'slug', 'newLocale', 'permissions'])
      expect(names).toContain(name);
  });

  it('every property the media, menu, pages and users APIs report errors for has a label in every language', () => {
    const names = apiPropertyNames();
    // The resources themselves are checked: i18next would fall back to English for a missing label.
    for (const [language, resource] of Object.entries(resources)) {
      const fields = resource.translation.fields as Record<string, string>;
      const missing = names.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
      expect(missing, language).toEqual([]);
    }
  });

  it('a nested property (items.3.label) is named by its last part', () => {
    const en = createI18n('en');
    expect(fieldLabel(en, 'items.3.label')).toBe('Label');
    expect(fieldLabel(en, 'profile.jobTitle')).toBe('Job title');
    expect(formatApiError(en, { code: 'V_12', property: 'newFileName' })).toBe('The file name is not valid.');
    expect(formatApiError(createI18n('nl'), { code: 'V_12', property: 'newFileName' })).not.toContain('newFileName');
  });
});
