import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../../../shared/errors.ts';
import { SESSION_COOKIE } from '../../lib/http/security.ts';
import { ACCOUNT_ROUTES } from './catalogue-accounts.ts';
import { ADMIN_ROUTES } from './catalogue-admin.ts';
import { CONTENT_ROUTES } from './catalogue-content.ts';
import { PAGE_ROUTES } from './catalogue-pages.ts';
import { PUBLICATION_ROUTES } from './catalogue-publication.ts';
import { DELIVERY_ROUTES } from './catalogue-delivery.ts';
import { OPENAPI_ROUTES } from './catalogue-openapi.ts';
import type { RawAnswer, RouteCatalogue, RouteDoc } from './route-doc.ts';

type JsonSchema = Record<string, unknown>;

/** Every /api route, keyed `METHOD /api/path` (openapi.test.ts fails when a registered one is missing). */
export const API_ROUTES: RouteCatalogue = {
  ...ACCOUNT_ROUTES,
  ...PAGE_ROUTES,
  ...PUBLICATION_ROUTES,
  ...CONTENT_ROUTES,
  ...DELIVERY_ROUTES,
  ...ADMIN_ROUTES,
  ...OPENAPI_ROUTES,
};

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in (or a wrong bearer token)',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many requests',
  500: 'Server error',
};

/**
 * The JSON Schema of what a client sends or receives: the schema's input side, since an answer's
 * schema parses the JSON as it arrives. What JSON cannot say (a custom check) becomes `{}`.
 */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Named schemas in components; one schema object used by several routes is described once. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly names = new Map<z.ZodType, string>();

  ref(schema: z.ZodType, name: string): JsonSchema {
    let known = this.names.get(schema);
    if (!known) {
      known = name;
      this.names.set(schema, known);
      this.add(known, toJsonSchema(schema));
    }
    return { $ref: `#/components/schemas/${known}` };
  }

  /** Recursive parts come as $defs local to their schema; they move beside it so refs resolve in the document. */
  add(name: string, json: JsonSchema): void {
    const defs = json.$defs as Record<string, JsonSchema> | undefined;
    delete json.$defs;
    let text = JSON.stringify(json);
    const rewrite = (value: string) =>
      Object.keys(defs ?? {}).reduce((out, key) => out.replaceAll(`"#/$defs/${key}"`, `"#/components/schemas/${name}_${key}"`), value);
    text = rewrite(text);
    this.schemas[name] = JSON.parse(text) as JsonSchema;
    for (const [key, def] of Object.entries(defs ?? {}))
      this.schemas[`${name}_${key}`] = JSON.parse(rewrite(JSON.stringify(def))) as JsonSchema;
  }
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `POST /api/page/:id/delete` → `postPageByIdDelete`. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capital(part.slice(1))}` : capital(part.replace(/\W/g, ''))));
  return method.toLowerCase() + words.join('');
}

/** `/api/page/:id` → `/api/page/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function security(method: string, route: RouteDoc): JsonSchema[] {
  const session = UNSAFE.has(method) ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] };
  const sessionOnly = route.access === 'personal' || (typeof route.access === 'object' && route.access.sessionOnly === true);
  const schemes: JsonSchema[] = sessionOnly ? [session] : [session, { bearerToken: [] }];
  return route.access === 'public' ? [{}, ...schemes] : schemes;
}

/** The generic SPEC 8 codes a route can answer, plus its own. */
export function errorCodes(method: string, url: string, route: RouteDoc): Map<number, ErrorCode[]> {
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...list: ErrorCode[]) => {
    const set = codes.get(status) ?? new Set<ErrorCode>();
    for (const code of list) set.add(code);
    codes.set(status, set);
  };
  if (route.params || route.query || route.body || route.upload) add(400, 'V_12');
  if (route.query || route.body) add(400, 'V_01');
  if (route.access !== 'public') add(401, 'G_04');
  if (UNSAFE.has(method)) add(403, 'G_03');
  if (typeof route.access === 'object') add(403, 'UM_01');
  if (url.includes(':')) add(404, 'G_02');
  add(429, 'G_06');
  add(500, 'G_01');
  for (const [status, list] of Object.entries(route.errors ?? {})) add(Number(status), ...(list ?? []));
  return new Map([...codes.entries()].sort(([a], [b]) => a - b).map(([status, set]) => [status, [...set]]));
}

function errorResponse(status: number, codes: ErrorCode[]): JsonSchema {
  const list = codes.map((code) => `\`${code}\` ${ERROR_MESSAGES[code]}`).join('; ');
  return {
    description: `${STATUS_TEXT[status] ?? 'Error'}. SPEC 8 codes: ${list}`,
    'x-error-codes': codes,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ApiFailure' },
        example: { Success: false, Errors: [{ code: codes[0] }] },
      },
    },
  };
}

function rawResponse(raw: RawAnswer): JsonSchema {
  const types = Array.isArray(raw.contentType) ? raw.contentType : [raw.contentType];
  return {
    description: raw.description,
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

function operation(key: string, route: RouteDoc, components: Components): [string, string, JsonSchema] {
  const [method = '', url = ''] = key.split(' ');
  const id = operationId(method, url);
  const access = route.access;
  const who =
    access === 'public'
      ? 'Anyone.'
      : access === 'user'
        ? 'Any signed-in user.'
        : access === 'personal'
          ? 'A signed-in person (session only; bearer tokens are refused).'
          : `Needs the permission \`${access.permission}\`${access.sessionOnly ? ' (session only)' : ''}.`;
  const success: JsonSchema = route.raw
    ? rawResponse(route.raw)
    : {
        description: 'Success: `{ Success: true, Errors: [] }` plus the fields below.',
        content: {
          'application/json': {
            schema: route.response ? components.ref(route.response, `${capital(id)}Answer`) : { $ref: '#/components/schemas/ApiResult' },
            ...(route.example?.response !== undefined ? { example: route.example.response } : {}),
          },
        },
      };
  const responses: JsonSchema = { 200: success };
  for (const [status, codes] of errorCodes(method, url, route)) responses[status] = errorResponse(status, codes);
  if (route.refusal) responses[401] = rawResponse(route.refusal);

  let requestBody: JsonSchema | undefined;
  if (route.body) {
    const example = route.example?.body !== undefined ? { example: route.example.body } : {};
    requestBody = {
      required: true,
      content: { 'application/json': { schema: components.ref(route.body, `${capital(id)}Body`), ...example } },
    };
  } else if (route.upload) {
    const extra = route.upload.extraFields ? toJsonSchema(route.upload.extraFields) : { properties: {} };
    const properties = {
      ...(extra.properties as JsonSchema),
      [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' },
    };
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [route.upload.field] } } },
    };
  }
  return [
    openApiPath(url),
    method.toLowerCase(),
    {
      operationId: id,
      summary: route.summary,
      description: [route.description, who].filter(Boolean).join('\n\n'),
      tags: [route.tag],
      ...(typeof access === 'object' ? { 'x-permission': access.permission } : {}),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(requestBody ? { requestBody } : {}),
      security: security(method, route),
      responses,
    },
  ];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> } & JsonSchema;
  [key: string]: unknown;
}

/** The OpenAPI 3.1 document of every /api route, generated from the catalogue's zod schemas. */
export function buildOpenApiDocument(catalogue: RouteCatalogue = API_ROUTES): OpenApiDocument {
  const components = new Components();
  // Closed, so an answer with data that the catalogue gives no schema fails the recorded-answer test.
  components.add('ApiResult', {
    type: 'object',
    properties: { Success: { const: true }, Errors: { type: 'array', maxItems: 0 } },
    required: ['Success', 'Errors'],
    additionalProperties: false,
  });
  components.add('ApiFailure', {
    type: 'object',
    description: 'Every error answer (SPEC 8). Some add fields, e.g. how many pages still use a file.',
    properties: {
      Success: { const: false },
      Errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { code: { type: 'string', enum: Object.keys(ERROR_MESSAGES) }, property: { type: 'string' } },
          required: ['code'],
        },
      },
    },
    required: ['Success', 'Errors'],
  });
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  for (const key of Object.keys(catalogue).sort()) {
    const route = catalogue[key];
    if (!route) continue;
    const [path, method, op] = operation(key, route, components);
    if (ids.has(op.operationId as string)) throw new Error(`Duplicate operationId ${String(op.operationId)}`);
    ids.add(op.operationId as string);
    paths[path] = { ...paths[path], [method]: op };
  }
  const tags = [...new Set(Object.values(catalogue).map((route) => route.tag))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Verdant CMS API',
      version: '1',
      description:
        'Every call under /api. Answers are `{ Success, Errors }` envelopes (SPEC 7 and 8); an error answer lists SPEC 8 codes. ' +
        'Sign in with a session (cookie `' +
        SESSION_COOKIE +
        '`, and the `X-CSRF-Token` header from any earlier answer on POST, PUT and DELETE) or send an API token as `Authorization: Bearer …` (no CSRF header then).',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags,
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session of a signed-in user (POST /api/auth/login).',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description: 'Every /api answer to a session carries `X-CSRF-Token`; send the latest one back on POST, PUT and DELETE.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token (POST /api/tokens); needs no CSRF header and gets no cookie.',
        },
      },
    },
  };
}
