// Starts the reference viewer on the CMS's own document. A file of its own: the CSP of
// /api/docs allows no inline script. "Try it out" sends the session's CSRF token back, taken
// from the latest answer, as the admin does.
/** @type {string | null} */
let csrfToken = null;
/** @type {{ SwaggerUIBundle: (options: Record<string, unknown>) => unknown }} */
const viewer = /** @type {any} */ (window);
viewer.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  /** @param {{ headers: Record<string, string> }} request */
  requestInterceptor: (request) => {
    if (csrfToken) request.headers['X-CSRF-Token'] = csrfToken;
    return request;
  },
  /** @param {{ headers?: Record<string, string> }} response */
  responseInterceptor: (response) => {
    const token = response.headers?.['x-csrf-token'];
    if (token) csrfToken = token;
    return response;
  },
});
