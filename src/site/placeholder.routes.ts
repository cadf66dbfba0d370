import type { FastifyInstance } from 'fastify';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Website coming soon</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d2b1f}a{color:#2f6b3b}</style></head>
<body><main><h1>The website is being built</h1>
<p>The public site will appear here. Editors can sign in to the <a href="/cmsadmin">admin console</a>.</p></main></body>
</html>`;

/** The public home page until the server-rendered site replaces it. */
export async function sitePlaceholderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ Success: false, Errors: [{ code: 'G_02' }] });
    }
    return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><title>Not found</title><h1>Page not found</h1></html>');
  });
}
