/**
 * The uncached render's baseline for bench/site-bench.ts (issue 20): the same page's HTML from a
 * plain string template and data already in memory, served by the same Node HTTP stack (Fastify)
 * with the same compression settings as the site (brotli quality 5, gzip level 6), without a
 * database or React.
 *
 * The template is made from the CMS's own answer, so both send the same bytes: every text of the
 * page's data (block props, titles, menus, company and site settings) found in the HTML becomes a
 * hole, filled per request by escaping the value again; the rest is literal text between holes.
 *
 *   buildTemplate(html, data)                          # in the bench process
 *   TEMPLATE_FILE=… PORT=… npx tsx bench/site-template-baseline.ts   # the server, a child process
 */
import fs from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

export interface Template {
  /** Literal text; parts.length === values.length + 1. */
  parts: string[];
  values: string[];
  /** Whether a value is inserted as is (rich-text HTML) rather than escaped. */
  raw: boolean[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Every string in a JSON-like value (page DTO, menus, settings). */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Cuts the page's HTML at each occurrence of a data text (longest first, no overlaps). */
export function buildTemplate(html: string, data: unknown): Template {
  const candidates = [...strings(data, new Set())].filter((value) => value.trim().length >= 3).sort((a, b) => b.length - a.length);
  const taken: { start: number; end: number; value: string; raw: boolean }[] = [];
  const free = (start: number, end: number) => taken.every((hole) => end <= hole.start || start >= hole.end);
  for (const value of candidates) {
    for (const [form, raw] of [
      [escapeHtml(value), false],
      [value, true],
    ] as const) {
      let from = 0;
      for (;;) {
        const start = html.indexOf(form, from);
        if (start === -1) break;
        const end = start + form.length;
        if (free(start, end)) taken.push({ start, end, value, raw: raw && form !== escapeHtml(value) });
        from = end;
      }
    }
  }
  taken.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const hole of taken) {
    parts.push(html.slice(at, hole.start));
    at = hole.end;
  }
  parts.push(html.slice(at));
  return { parts, values: taken.map((hole) => hole.value), raw: taken.map((hole) => hole.raw) };
}

/** The template's render: literal parts joined with the values, escaped again. */
export function renderTemplate(template: Template): string {
  let html = template.parts[0]!;
  for (let index = 0; index < template.values.length; index += 1) {
    const value = template.values[index]!;
    html += (template.raw[index] ? value : escapeHtml(value)) + template.parts[index + 1]!;
  }
  return html;
}

async function serve(file: string, port: number): Promise<void> {
  const template = JSON.parse(fs.readFileSync(file, 'utf8')) as Template;
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const html = renderTemplate(template);
    const accept = String(request.headers['accept-encoding'] ?? '');
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Vary', 'Accept-Encoding, Cookie');
    if (/\bbr\b/.test(accept))
      return reply.header('Content-Encoding', 'br').send(
        brotliCompressSync(html, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
        }),
      );
    if (/\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  });
  await app.listen({ port, host: '127.0.0.1' });
}

if (process.env.TEMPLATE_FILE) await serve(process.env.TEMPLATE_FILE, Number(process.env.PORT));
