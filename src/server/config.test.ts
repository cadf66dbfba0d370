import { describe, expect, it } from 'vitest';
import { databaseUrlFrom, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.secureCookies).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.inactivityMinutes).toBe(30);
  });

  it('an https public URL means Secure cookies behind a trusted proxy', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://cms.example.org/' });
    expect(config.publicUrl).toBe('https://cms.example.org');
    expect(config.secureCookies).toBe(true);
    // One proxy hop, never every hop: the client writes the left-most X-Forwarded-For entry itself.
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ PUBLIC_URL: 'https://cms.example.org', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  });

  it("TRUST_PROXY takes a hop count or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1,evil' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '99' }, /TRUST_PROXY/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lower-cases the administrator e-mail address', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Example.ORG' }).adminEmail).toBe('boss@example.org');
  });
});

describe('databaseUrlFrom', () => {
  it('reads DATABASE_URL alone: a postgres URL, or undefined when empty or absent', () => {
    expect(databaseUrlFrom({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', PORT: 'eighty' })).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(databaseUrlFrom({ DATABASE_URL: '' })).toBeUndefined();
    expect(databaseUrlFrom({})).toBeUndefined();
  });

  it('refuses what loadConfig refuses', () => {
    expect(() => databaseUrlFrom({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
