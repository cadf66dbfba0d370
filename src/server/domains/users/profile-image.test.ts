import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createRole, createUser, loggedInUser } from '../../test-support/fixtures.ts';
import { image, noisePng } from '../../test-support/images.ts';

let t: TestApp;
let admin: TestAgent;
let png200: Buffer;
let jpeg200: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  png200 = await image(200, 200, 'png');
  jpeg200 = await image(200, 200, 'jpeg');
});
afterAll(async () => {
  await t.close();
});

const failure = (...errors: object[]) => ({ Success: false, Errors: errors });

const upload = (
  agent: TestAgent,
  userId: number,
  content: Buffer,
  fileName = 'me.png',
  contentType = 'image/png',
  field = 'profileImage',
) => agent.upload('PUT', `/api/user/${userId}/image`, field, fileName, content, contentType);

async function storedFiles(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'files', 'profile-images');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('PUT /api/user/:id/image', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('a 200x200 %s is stored and served back', async (format, contentType) => {
    const { user, agent } = await loggedInUser(t);
    const content = format === 'png' ? png200 : jpeg200;
    const response = await upload(agent, user.id, content, `me.${format}`, contentType);
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    const url: string = response.body.data.profile.image;
    expect(url).toMatch(new RegExp(`^/api/user/${user.id}/image\\?v=`));
    expect(response.body.data.ID).toBe(user.id);

    const served = await agent.get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.raw.rawPayload).metadata();
    expect(metadata.format).toBe(format);
    expect([metadata.width, metadata.height]).toEqual([200, 200]);
    // The session user carries the new image too.
    expect((await agent.get('/api/user')).body.profile.image).toBe(url);
    // Other logged-in users may see it (it shows in the user list); anonymous visitors may not.
    expect((await admin.get(url)).status).toBe(200);
    expect((await t.agent().get(url)).status).toBe(401);
  });

  it('accepts the largest allowed image, 1024x1024', async () => {
    const { user, agent } = await loggedInUser(t);
    expect((await upload(agent, user.id, await image(1024, 1024, 'png'))).status).toBe(200);
  });

  it('accepts a file between 1 and 2 MB (the JSON body limit does not apply)', async () => {
    const { user, agent } = await loggedInUser(t);
    const content = await noisePng(800, 800);
    expect(content.length).toBeGreaterThan(1024 * 1024);
    expect(content.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(agent, user.id, content);
    expect(response.status).toBe(200);
  });

  it('strips metadata such as EXIF from a JPEG', async () => {
    const { user, agent } = await loggedInUser(t);
    const withExif = await sharp(jpeg200)
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(agent, user.id, withExif, 'me.jpg', 'image/jpeg');
    expect(response.status).toBe(200);
    const served = await agent.get(response.body.data.profile.image);
    expect((await sharp(served.raw.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('a file over 2 MB gives 413 UM_05', async () => {
    const { user, agent } = await loggedInUser(t);
    const content = await noisePng(1000, 1000);
    expect(content.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(agent, user.id, content);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(failure({ code: 'UM_05', property: 'profileImage' }));
  });

  it('a GIF gives 400 UM_06', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await upload(agent, user.id, await image(50, 50, 'gif'), 'me.gif', 'image/gif');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_06', property: 'profileImage' }));
  });

  it('a text file named .png gives 400 UM_06', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await upload(agent, user.id, Buffer.from('this is not an image at all'), 'me.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_06', property: 'profileImage' }));
  });

  it('an SVG gives 400 UM_06', async () => {
    const { user, agent } = await loggedInUser(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const response = await upload(agent, user.id, svg, 'me.svg', 'image/svg+xml');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_06', property: 'profileImage' }));
  });

  it('a PNG signature followed by garbage gives 400 UM_07', async () => {
    const { user, agent } = await loggedInUser(t);
    const corrupt = Buffer.concat([png200.subarray(0, 8), randomBytes(500)]);
    const response = await upload(agent, user.id, corrupt);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_07', property: 'profileImage' }));
  });

  it('a truncated PNG (valid header, missing pixel data) gives 400 UM_07', async () => {
    const { user, agent } = await loggedInUser(t);
    const full = await noisePng(100, 100);
    const response = await upload(agent, user.id, full.subarray(0, Math.floor(full.length / 2)));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_07', property: 'profileImage' }));
  });

  it('a truncated JPEG gives 400 UM_07', async () => {
    const { user, agent } = await loggedInUser(t);
    const full = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const response = await upload(agent, user.id, full.subarray(0, Math.floor(full.length / 3)), 'me.jpg', 'image/jpeg');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_07', property: 'profileImage' }));
  });

  it.each([
    [1025, 10],
    [10, 1025],
  ])('a %ix%i PNG gives 400 UM_08', async (width, height) => {
    const { user, agent } = await loggedInUser(t);
    const response = await upload(agent, user.id, await image(width, height, 'png'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'UM_08', property: 'profileImage' }));
  });

  it('a huge declared size is refused without decoding it', async () => {
    const { user, agent } = await loggedInUser(t);
    // A valid PNG header claiming 60000x60000 pixels; decoding it would need gigabytes.
    const header = Buffer.from(png200);
    header.writeUInt32BE(60_000, 16);
    header.writeUInt32BE(60_000, 20);
    const response = await upload(agent, user.id, header);
    expect(response.status).toBe(400);
    expect(['UM_07', 'UM_08']).toContain(response.body.Errors[0].code);
  });

  it('a wrong field name gives 400 V_17', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await upload(agent, user.id, png200, 'me.png', 'image/png', 'file');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_17', property: 'profileImage' }));
  });

  it('an empty file gives 400 V_17', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await upload(agent, user.id, Buffer.alloc(0));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_17', property: 'profileImage' }));
  });

  it('a JSON body instead of multipart gives 400 V_17', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await agent.put(`/api/user/${user.id}/image`, { profileImage: 'data:image/png;base64,AAAA' });
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
    expect(response.body.Errors[0].code).toBe('V_17');
  });

  it('a multipart body without any file gives 400 V_17', async () => {
    const { user, agent } = await loggedInUser(t);
    const boundary = '----nofile';
    const response = await agent.request('PUT', `/api/user/${user.id}/image`, {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(response.body.Errors[0].code).toBe('V_17');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['a body without the boundary', 'multipart/form-data; boundary=abc', 'garbage with no boundary'],
    [
      'a part cut off',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])('a malformed multipart body (%s) gives 400 V_17, not 500', async (_label, contentType, payload) => {
    const { user, agent } = await loggedInUser(t);
    const response = await agent.request('PUT', `/api/user/${user.id}/image`, { payload, headers: { 'content-type': contentType } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_17', property: 'profileImage' }));
  });

  it('with two files in the request only the first counts', async () => {
    const { user, agent } = await loggedInUser(t);
    const boundary = 'twofiles';
    const part = (name: string, file: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: image/png\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(part('profileImage', 'a.png')),
      png200,
      Buffer.from(`\r\n${part('profileImage', 'b.png')}`),
      Buffer.from('not an image'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await agent.request('PUT', `/api/user/${user.id}/image`, {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.profile.image).toMatch(/\.png$/);
  });

  it("someone else's image without manage-users gives 403 UM_01", async () => {
    const { agent } = await loggedInUser(t);
    const other = await createUser(t);
    const response = await upload(agent, other.id, png200);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    const removal = await agent.delete(`/api/user/${other.id}/image`);
    expect(removal.status).toBe(403);
    expect(removal.body).toEqual(failure({ code: 'UM_01' }));
  });

  it("a manager sets another user's image; not an administrator's without their rights", async () => {
    const managerRole = await createRole(t, ['manage-users', 'create-page', 'manage-media', 'manage-menu', 'manage-tags']);
    const { agent } = await loggedInUser(t, { role: managerRole });
    const editor = await createUser(t, { role: 'Editor' });
    expect((await upload(agent, editor.id, png200)).status).toBe(200);
    const otherAdmin = await createUser(t, { role: 'Administrator' });
    const response = await upload(agent, otherAdmin.id, png200);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    // The administrator may set anyone's image.
    expect((await upload(admin, otherAdmin.id, png200)).status).toBe(200);
  });

  it('an unknown user gives 404 UM_02 for an administrator; anonymous gets 401', async () => {
    const response = await upload(admin, 999999, png200);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(failure({ code: 'UM_02' }));
    const anonymous = await upload(t.agent(), 1, png200);
    expect(anonymous.status).toBe(401);
  });

  it('replacing the image removes the old file', async () => {
    const { user, agent } = await loggedInUser(t);
    const first = await upload(agent, user.id, png200);
    const firstKey = (await t.deps.db.selectFrom('users').select('image_file').where('id', '=', user.id).executeTakeFirstOrThrow())
      .image_file!;
    expect(await t.deps.storage.exists(firstKey)).toBe(true);
    const second = await upload(agent, user.id, jpeg200, 'me.jpg', 'image/jpeg');
    expect(second.body.data.profile.image).not.toBe(first.body.data.profile.image);
    expect(await t.deps.storage.exists(firstKey)).toBe(false);
    const served = await agent.get(second.body.data.profile.image);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('a rejected upload keeps the current image and leaves no file behind', async () => {
    const { user, agent } = await loggedInUser(t);
    const good = await upload(agent, user.id, png200);
    const before = await storedFiles();
    const bad = await upload(agent, user.id, await image(1025, 10, 'png'));
    expect(bad.status).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect((await agent.get('/api/user')).body.profile.image).toBe(good.body.data.profile.image);
  });
});

describe('DELETE /api/user/:id/image', () => {
  it('removes the image: the URL gives 404 and the stored file is gone', async () => {
    const { user, agent } = await loggedInUser(t);
    const uploaded = await upload(agent, user.id, png200);
    const url = uploaded.body.data.profile.image;
    const key = (await t.deps.db.selectFrom('users').select('image_file').where('id', '=', user.id).executeTakeFirstOrThrow()).image_file!;
    const file = path.join(t.dataDir, 'files', key);
    expect(fs.existsSync(file)).toBe(true);

    const response = await agent.delete(`/api/user/${user.id}/image`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect(fs.existsSync(file)).toBe(false);
    const gone = await agent.get(url);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(failure({ code: 'G_02' }));
    expect((await agent.get('/api/user')).body.profile.image).toBeNull();
  });

  it('is harmless when there is no image', async () => {
    const { user, agent } = await loggedInUser(t);
    expect((await agent.delete(`/api/user/${user.id}/image`)).status).toBe(200);
  });

  it('an administrator removes another user’s image; unknown user gives 404 UM_02', async () => {
    const { user, agent } = await loggedInUser(t);
    await upload(agent, user.id, png200);
    expect((await admin.delete(`/api/user/${user.id}/image`)).status).toBe(200);
    expect((await agent.get('/api/user')).body.profile.image).toBeNull();
    const unknown = await admin.delete('/api/user/999999/image');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure({ code: 'UM_02' }));
  });

  it('deleting the user removes their image file', async () => {
    const { user, agent } = await loggedInUser(t);
    await upload(agent, user.id, png200);
    const key = (await t.deps.db.selectFrom('users').select('image_file').where('id', '=', user.id).executeTakeFirstOrThrow()).image_file!;
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    expect(await t.deps.storage.exists(key)).toBe(false);
  });
});

describe('GET /api/user/:id/image', () => {
  it('gives 404 for a user without an image and for an unknown user', async () => {
    const user = await createUser(t);
    expect((await admin.get(`/api/user/${user.id}/image`)).status).toBe(404);
    expect((await admin.get('/api/user/999999/image')).status).toBe(404);
  });

  it('gives 404, not 500, when the stored file has gone missing', async () => {
    const { user, agent } = await loggedInUser(t);
    const uploaded = await upload(agent, user.id, png200);
    const key = (await t.deps.db.selectFrom('users').select('image_file').where('id', '=', user.id).executeTakeFirstOrThrow()).image_file!;
    await t.deps.storage.remove(key);
    const response = await agent.get(uploaded.body.data.profile.image);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(failure({ code: 'G_02' }));
  });
});
