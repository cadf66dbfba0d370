import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AgentResponse<T = any> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return [(addressCounter >> 16) & 255, (addressCounter >> 8) & 255, addressCounter & 255].join('.');
}

/**
 * Talks to the app through Fastify's inject like a browser tab: keeps the session
 * cookie, remembers the last X-CSRF-Token and sends it on unsafe methods.
 */
export class TestAgent {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;
  /** Set to false to send unsafe requests without the token. */
  sendCsrf = true;
  /**
   * The client address the app sees. Each agent gets its own, like a separate machine, so
   * per-address rate limits and login throttling in one test do not spill into another.
   */
  remoteAddress = `10.${nextAddress()}`;

  constructor(private readonly app: FastifyInstance) {}

  async request<T = any>(method: Method, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}): Promise<AgentResponse<T>> {
    if (method !== 'GET' && this.sendCsrf && !this.csrfToken) await this.request('GET', '/api/auth/user');
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && this.sendCsrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const raw = await this.app.inject({ remoteAddress: this.remoteAddress, ...options, method, url, headers });
    this.remember(raw);
    let body: unknown = raw.body;
    if (String(raw.headers['content-type'] ?? '').includes('application/json')) body = raw.json();
    return { status: raw.statusCode, body: body as T, headers: raw.headers, raw };
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = any>(url: string, payload: unknown = {}) {
    return this.request<T>('POST', url, { payload: payload as InjectOptions['payload'] });
  }
  put<T = any>(url: string, payload: unknown = {}) {
    return this.request<T>('PUT', url, { payload: payload as InjectOptions['payload'] });
  }
  delete<T = any>(url: string) {
    return this.request<T>('DELETE', url);
  }

  /** Sends one file as multipart/form-data under the given field name. */
  upload<T = any>(
    method: 'PUT' | 'POST',
    url: string,
    field: string,
    fileName: string,
    content: Buffer,
    contentType: string,
    fields: Record<string, string> = {},
  ) {
    const boundary = `----cmstest${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return this.request<T>(method, url, {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  /** The session cookie value, to replay it from another client after a logout. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async login(email: string, password: string): Promise<AgentResponse> {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  private remember(response: LightMyRequestResponse): void {
    const token = response.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
    for (const cookie of response.cookies) {
      if (cookie.expires && new Date(cookie.expires).getTime() <= Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
