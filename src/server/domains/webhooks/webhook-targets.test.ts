import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { backoffMs, postWebhook, webhookSignature } from './webhook-delivery.ts';
import { isPublicAddress, targetAllowed } from './webhook-targets.ts';

/** Issue 19: outgoing webhook requests only reach public addresses, or hosts WEBHOOK_ALLOWED_HOSTS names. */
describe('webhook targets', () => {
  it('refuses loopback, private, link-local, metadata and mapped addresses in any notation', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost.localdomain.invalid/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'ftp://93.184.216.34/',
    ]) {
      expect(await targetAllowed(url, null), url).toBe(false);
    }
  });

  it('allows public addresses by default, and only listed hosts (which may be private) with a list', async () => {
    expect(await targetAllowed('https://93.184.216.34/hook', null)).toBe(true);
    expect(await targetAllowed('http://[2606:4700::1111]/hook', null)).toBe(true);
    expect(await targetAllowed('http://127.0.0.1:8080/hook', ['127.0.0.1'])).toBe(true);
    expect(await targetAllowed('https://93.184.216.34/hook', ['127.0.0.1'])).toBe(false);
    expect(await targetAllowed('https://93.184.216.34/hook', ['*', 'intranet.local'])).toBe(true);
    expect(await targetAllowed('https://10.0.0.1/hook', ['*'])).toBe(false);
    expect(await targetAllowed('https://hooks.intranet.local/x', ['*.intranet.local'])).toBe(true);
    expect(await targetAllowed('https://intranet.local.evil.test/x', ['*.intranet.local'])).toBe(false);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('not an address')).toBe(false);
    // IPv4-compatible and IPv4-translated IPv6 notations of the metadata and loopback addresses.
    for (const hidden of ['::a9fe:a9fe', '::7f00:1', '::ffff:0:a9fe:a9fe', '::ffff:0:7f00:1'])
      expect(isPublicAddress(hidden), hidden).toBe(false);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  });

  it('signs like the Standard Webhooks reference example and backs off exponentially', () => {
    // The example of the Standard Webhooks specification (its reference libraries' tests).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(webhookSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 30_000)).toBe(3_600_000);
  });

  it('reads WEBHOOK_ALLOWED_HOSTS and WEBHOOK_ALLOWED_PRIVATE_HOSTS', () => {
    expect(loadConfig({}).webhooks.allowedHosts).toBeNull();
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: ' Hooks.Example.com , 127.0.0.1 ' }).webhooks.allowedHosts).toEqual([
      'hooks.example.com',
      '127.0.0.1',
    ]);
    expect(loadConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: 'intranet.local' }).webhooks.allowedHosts).toEqual(['*', 'intranet.local']);
    expect(() => loadConfig({ WEBHOOK_INTERVAL_MS: '1' })).toThrow(/WEBHOOK_INTERVAL_MS/);
  });

  it('checks the resolved address again when connecting: a name pointing inside is refused', async () => {
    const options = { allowedHosts: null, retryBaseMs: 1000, timeoutMs: 2000 };
    const byName = await postWebhook('http://localhost:9/hook', {}, '{}', options);
    expect(byName).toMatchObject({ statusCode: null });
    expect(byName.error).toMatch(/not public/);
    expect(await postWebhook('http://127.0.0.1:9/hook', {}, '{}', options)).toEqual({ statusCode: null, error: 'host not allowed' });
    expect(await postWebhook('http://127.0.0.1:9/hook', {}, '{}', { ...options, allowedHosts: ['example.com'] })).toEqual({
      statusCode: null,
      error: 'host not allowed',
    });
  });
});
