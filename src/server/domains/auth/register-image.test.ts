import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail, roleId, uniqueEmail } from '../../test-support/fixtures.ts';
import { image, noisePng } from '../../test-support/images.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** SPEC 3 Register payload `image`: a data URL checked with the SPEC 5 profile image rules. */
let t: TestApp;
let admin: TestAgent;
let editorRole: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  editorRole = await roleId(t, 'Editor');
});
afterAll(async () => {
  await t.close();
});

const failure = (...errors: object[]) => ({ Success: false, Errors: errors });

const dataUrl = (mediaType: string, content: Buffer) => `data:${mediaType};base64,${content.toString('base64')}`;

const register = (image: unknown, email = uniqueEmail('pictured')) =>
  admin.post('/api/auth/register', { name: 'Pictured Person', email, role: editorRole, jobTitle: 'Ecologist', image });

async function userExists(email: string): Promise<boolean> {
  const row = await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

describe('POST /api/auth/register with an image', () => {
  it('stores a PNG data URL as the profile image, served by GET /api/user/{id}/image', async () => {
    const png = await image(64, 48, 'png');
    const response = await register(dataUrl('image/png', png));
    expect(response.status).toBe(200);
    const user = response.body.user;
    expect(user.profile.image).toMatch(new RegExp(`^/api/user/${user.ID}/image\\?v=`));

    const served = await admin.get(`/api/user/${user.ID}/image`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.raw.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 });
    // The invite still goes out.
    await deliverQueuedMail(t);
    expect(t.mails.sent.filter((mail) => mail.to === user.email)).toHaveLength(1);
  });

  it('stores a JPEG data URL as a JPEG', async () => {
    const response = await register(dataUrl('image/jpeg', await image(32, 32, 'jpeg')));
    expect(response.status).toBe(200);
    const served = await admin.get(`/api/user/${response.body.user.ID}/image`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it.each([null, undefined])('image %s means no profile image', async (value) => {
    const response = await register(value);
    expect(response.status).toBe(200);
    expect(response.body.user.profile.image).toBeNull();
    expect((await admin.get(`/api/user/${response.body.user.ID}/image`)).status).toBe(404);
  });

  it('an image over 2 MB gives 413 UM_05 and creates no user', async () => {
    const big = await noisePng(900, 900);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const email = uniqueEmail('big');
    const response = await register(dataUrl('image/png', big), email);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(failure({ code: 'UM_05', property: 'image' }));
    expect(await userExists(email)).toBe(false);
    await deliverQueuedMail(t);
    expect(t.mails.sent.filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it('an image over 1024x1024 gives 400 UM_08', async () => {
    const response = await register(dataUrl('image/png', await image(1100, 20, 'png')));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_08', property: 'image' }));
  });

  it('a GIF gives 400 UM_06, whether the data URL says gif or png', async () => {
    const gif = await image(20, 20, 'gif');
    for (const mediaType of ['image/gif', 'image/png']) {
      const email = uniqueEmail('gif');
      const response = await register(dataUrl(mediaType, gif), email);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure({ code: 'UM_06', property: 'image' }));
      expect(await userExists(email)).toBe(false);
    }
  });

  it('another media type gives 400 UM_06', async () => {
    const response = await register(dataUrl('text/plain', Buffer.from('hello')));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_06', property: 'image' }));
  });

  it('PNG signature followed by garbage gives 400 UM_07', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    const response = await register(dataUrl('image/png', broken));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_07', property: 'image' }));
  });

  it.each([
    ['a plain string', 'not an image'],
    ['an empty string', ''],
    ['a URL', 'https://example.com/me.png'],
    ['a data URL without base64', 'data:image/png,abc'],
    ['bad base64', 'data:image/png;base64,@@@not-base64@@@'],
    ['an empty data URL', 'data:image/png;base64,'],
    ['a number', 42],
    ['an object', { data: 'x' }],
    ['an array', ['data:image/png;base64,AAAA']],
  ])('%s gives 400 V_12 on image and creates no user', async (_label, value) => {
    const email = uniqueEmail('garbage');
    const response = await register(value, email);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_12', property: 'image' }));
    expect(await userExists(email)).toBe(false);
  });

  it('an anonymous visitor is refused before the body is read', async () => {
    const response = await t.agent().post('/api/auth/register', {
      name: 'X',
      email: uniqueEmail(),
      role: editorRole,
      image: 'data:image/png;base64,' + 'A'.repeat(3_000_000),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });
});
