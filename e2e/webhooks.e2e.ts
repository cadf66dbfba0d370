import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Issue 19 in the browser: an administrator registers a webhook on the Webhooks screen (checked
 * before sending), sees its secret, a publication reaches a real receiver, the delivery log shows
 * it, Resend sends it again, and the webhook is deleted.
 */
describe('Webhooks', () => {
  let harness: Harness;
  let server: http.Server;
  const received: { id: string; body: string }[] = [];
  let url = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ id: String(request.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms-hook`;
    harness = await startHarness({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_INTERVAL_MS: '200' } });
  });
  afterAll(async () => {
    await harness?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const waitForDeliveries = async (count: number) => {
    for (let attempt = 0; attempt < 100 && received.length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.length).toBe(count);
  };

  it('registers a webhook, delivers a publication, shows the log, resends and deletes', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByText('No webhooks yet.').waitFor();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The URL field is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await dialog.getByRole('checkbox', { name: /Page published/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`The webhook to ${url} has been added.`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    const row = page.getByRole('row').filter({ hasText: url });
    await row.waitFor();
    expect(await row.textContent()).toContain('Page published');

    // A publication (through the API) reaches the receiver.
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', { title: 'Hooked', slug: 'hooked', type: 'blank', locale: 'nl-nl' });
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`, {})).status).toBe(200);
    await waitForDeliveries(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'page.published', data: { slug: 'hooked' } });

    await row.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: `Delivery log of ${url}` });
    const entry = log.getByRole('row').filter({ hasText: 'page.published' });
    await entry.waitFor();
    for (let attempt = 0; attempt < 20 && !((await entry.textContent()) ?? '').includes('Delivered'); attempt += 1) {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    expect(await entry.textContent()).toContain('Delivered');
    expect(await entry.textContent()).toContain('200');
    await entry.getByRole('button', { name: /Resend delivery/ }).click();
    await log.getByText('The message has been queued again.').waitFor();
    await waitForDeliveries(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    await log.getByRole('button', { name: 'Close' }).last().click();

    // The secret is shown once: editing shows it masked; a new secret is shown once and differs.
    const first = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await row.getByRole('button', { name: `Edit the webhook to ${url}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook' });
    expect(await edit.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toBe(`whsec_…${first.slice(-4)}`);
    await edit.getByRole('button', { name: 'New secret' }).click();
    await edit.getByRole('button', { name: 'Make a new secret' }).click();
    await page.getByText(`The webhook to ${url} has a new signing secret.`).waitFor();
    const second = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(second).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);

    await row.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
    await page.getByRole('dialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`The webhook to ${url} has been deleted.`).waitFor();
    await page.getByText('No webhooks yet.').waitFor();
  });
});
