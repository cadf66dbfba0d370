import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * A video link takes its name, or the first free "name (n)" of it, as an upload does. When all
 * 9,999 numbers are taken the answer is ML_03 on the property the name came from: the link's
 * `fileName`, or its `url` when the name was made from the link (an upload's is its file, `f`).
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

/** Copies of a stored video row under every numbered name "stem (2)" … "stem (9999)". */
async function takeEveryNumber(id: number, stem: string): Promise<void> {
  const { id: _id, ...row } = await t.deps.db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const names = Array.from({ length: 9998 }, (_, index) => `${stem} (${index + 2})`);
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500).map((name) => ({ ...row, file_name: name, name_key: name.toLowerCase() }));
    await t.deps.db.insertInto('media_files').values(batch).execute();
  }
}

describe('a video link when every numbered name is taken', () => {
  it('is 400 ML_03 on fileName when the link was named, and on url when its name came from the link', async () => {
    const named = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://youtu.be/dQw4w9WgXcQ', fileName: 'clip' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    await takeEveryNumber(named.body.file.id as number, 'clip');
    const again = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://youtu.be/dQw4w9WgXcQ', fileName: 'clip' });
    expect(again.status, JSON.stringify(again.body)).toBe(400);
    expect(again.body).toMatchObject({ Errors: [{ code: 'ML_03', property: 'fileName' }] });

    const unnamed = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://vimeo.com/76979871' });
    expect(unnamed.status, JSON.stringify(unnamed.body)).toBe(200);
    await takeEveryNumber(unnamed.body.file.id as number, unnamed.body.file.fileName as string);
    const repeated = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://vimeo.com/76979871' });
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(400);
    expect(repeated.body).toMatchObject({ Errors: [{ code: 'ML_03', property: 'url' }] });
  }, 60_000);
});
