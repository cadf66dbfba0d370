import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { image } from '../server/test-support/images.ts';
import type { TestAgent } from '../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../server/test-support/test-app.ts';
import {
  apiResult,
  loginAnswer,
  permissionListAnswer,
  roleListAnswer,
  sessionAnswer,
  sessionUser,
  userAnswer,
  userSummary,
} from './api-types.ts';
import { contactSubmissionDto } from './contact/contact-schemas.ts';
import {
  createDirectoryAnswer,
  directoryAnswer,
  mediaFileAnswer,
  pageUsingFile,
  searchFilesAnswer,
  uploadedFileAnswer,
} from './media/media-dto.ts';
import { editableMenusAnswer } from './menu/menu-dto.ts';
import { pageSearchResult } from './pages/page-dto.ts';
import { checkResetTokenAnswer } from './schemas/auth.ts';
import { companyAnswer } from './schemas/company.ts';
import { listAnswer } from './schemas/common.ts';
import { publicSettingsAnswer, siteSettingsAnswer } from './schemas/settings.ts';
import { indexStatusAnswer } from './search/search-index-status.ts';
import { tagUsageAnswer, tagUsageListAnswer } from './tags/tag-admin-schemas.ts';
import { pageTagsAnswer, tagDto, tagSearchAnswer, tagValidationAnswer } from './tags/tag-schemas.ts';

/**
 * The admin checks the answers of the server against these shared schemas (checkedApi). This
 * test asks the real server, on the test database, and holds every answer against its schema,
 * so a schema that refuses something the server really sends fails here, not in a screen.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

function expectShape(schema: z.ZodType, response: { status: number; body: unknown }): void {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  const checked = schema.safeParse(response.body);
  expect(checked.success ? [] : checked.error.issues, JSON.stringify(response.body)).toEqual([]);
}

describe('admin answers match the shared schemas', () => {
  it('settings', async () => {
    expectShape(publicSettingsAnswer, await t.agent().get('/api/settings/get'));
    const company = await admin.get('/api/settings/company');
    expectShape(companyAnswer, company);
    expectShape(companyAnswer, await admin.put('/api/settings/company', company.body.company));
    const settings = await t.agent().get('/api/settings/get');
    const { availableLocales, defaultLocale, customSlugLocales } = settings.body;
    expectShape(siteSettingsAnswer, await admin.put('/api/settings/site', { availableLocales, defaultLocale, customSlugLocales }));
  });

  it('auth, users and roles', async () => {
    expectShape(sessionAnswer, await t.agent().post('/api/auth/user', {}));
    expectShape(sessionAnswer, await admin.post('/api/auth/user', {}));
    expectShape(checkResetTokenAnswer, await t.agent().post('/api/auth/check-reset-token', { token: 'contract-token' }));
    expectShape(loginAnswer, await admin.post('/api/auth/refresh-session', {}));
    expectShape(sessionUser, await admin.get('/api/user'));
    expectShape(listAnswer(userSummary), await admin.get('/api/user/list?pageIndex=0&pageSize=10&sortOrder=asc'));
    const roles = await admin.get('/api/role/list');
    expectShape(roleListAnswer, roles);
    expectShape(permissionListAnswer, await admin.get('/api/role/permissions'));
    const role = roles.body.data.items.find((entry: { system: boolean }) => !entry.system) ?? roles.body.data.items[0];
    const created = await admin.post('/api/user', {
      email: `contract-${Date.now()}@test.local`,
      role: role.id,
      profile: { name: 'Contract', jobTitle: '' },
    });
    expectShape(userAnswer, created);
    const id = created.body.user.ID as number;
    expectShape(userAnswer, await admin.get(`/api/user/${id}`));
    expectShape(
      userAnswer,
      await admin.put(`/api/user/${id}`, {
        email: created.body.user.email,
        role: role.id,
        profile: { name: 'Contract two', jobTitle: 'Tester' },
      }),
    );
    expectShape(apiResult, await admin.delete(`/api/user/${id}`));
  });

  it('media library', async () => {
    expectShape(createDirectoryAnswer, await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Contract' }));
    const uploaded = await admin.upload('POST', '/api/medialib/add-file', 'f', 'contract.png', await image(40, 30, 'png'), 'image/png', {
      path: '/Contract',
    });
    expectShape(uploadedFileAnswer, uploaded);
    const file = uploaded.body.file as { id: number };
    expectShape(directoryAnswer, await admin.post('/api/medialib/get-dir', { path: '/' }));
    expectShape(directoryAnswer, await admin.post('/api/medialib/get-dir', { path: '/Contract' }));
    expectShape(searchFilesAnswer, await admin.post('/api/medialib/search-files', { searchTerm: 'contract', directory: '/' }));
    expectShape(
      mediaFileAnswer,
      await admin.post('/api/medialib/edit-file', {
        id: file.id,
        newPath: '/Contract',
        newFileName: 'contract.png',
        defaultAltText: 'Alt',
        shared: true,
      }),
    );
    expectShape(mediaFileAnswer, await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/', newFileName: 'moved.png' }));
    const usedBy = await admin.post('/api/medialib/list-pages-by-file', {
      fileID: file.id,
      pageIndex: 0,
      pageSize: 10,
      searchTerm: '',
      columnToSort: 'updatedAt',
      sortOrder: 'asc',
    });
    expectShape(listAnswer(pageUsingFile), usedBy);
    expectShape(apiResult, await admin.post('/api/medialib/move-directory', { oldPath: '/Contract', newPath: '/Contract2' }));
    expectShape(apiResult, await admin.post('/api/medialib/delete-directory', { path: '/Contract2', force: true }));
    expectShape(apiResult, await admin.post('/api/medialib/delete-file', { id: file.id, force: true }));
  });

  it('page and publication calls that only report success', async () => {
    const page = await admin.post('/api/page/create', { title: 'Done page', slug: 'done-page', type: 'blank', locale: 'nl-nl' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const pageId = page.body.pageID as number;
    expectShape(apiResult, await admin.post(`/api/page/${pageId}/request-publication`, { comment: 'Please' }));
    expectShape(apiResult, await admin.post(`/api/page/${pageId}/revoke-publication-request`));
    expectShape(apiResult, await admin.post(`/api/page/${pageId}/publish`));
    expectShape(apiResult, await admin.post(`/api/page/${pageId}/unpublish`));
    expectShape(apiResult, await admin.post(`/api/page/${pageId}/delete`));
  });

  it('menus, tags, search index and contact submissions', async () => {
    const page = await admin.post('/api/page/create', { title: 'Contract page', slug: 'contract-page', type: 'blank', locale: 'nl-nl' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const pageId = page.body.pageID as number;
    expect((await admin.post(`/api/page/${pageId}/publish`)).status).toBe(200);

    const menus = await admin.get('/api/menu/edit?locale=nl-nl');
    expectShape(editableMenusAnswer, menus);
    const items = [{ key: 'contract', parentKey: null, label: 'Contract', type: 'internal', target: '', pageId, openInNewTab: false }];
    expectShape(
      editableMenusAnswer,
      await admin.put('/api/menu', { locale: 'nl-nl', menu: 'header', items, revision: menus.body.data.revisions.header }),
    );
    expectShape(
      z.object({ data: z.object({ items: z.array(pageSearchResult) }) }),
      await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'Contract' }),
    );

    expectShape(pageTagsAnswer, await admin.put(`/api/page/${pageId}/tags`, { public: ['Contract'], private: ['Secret contract'] }));
    expectShape(pageTagsAnswer, await admin.get(`/api/page/${pageId}/tags`));
    expectShape(tagSearchAnswer, await admin.post('/api/tags/search', { term: 'Con' }));
    expectShape(tagSearchAnswer, await admin.post('/api/tags/search-private', { term: 'Sec' }));
    expectShape(listAnswer(tagDto), await admin.get('/api/tags/fetch?pageIndex=0&pageSize=10&sortOrder=asc'));
    expectShape(listAnswer(tagDto), await admin.get('/api/tags/fetch-private?pageIndex=0&pageSize=10&sortOrder=asc'));
    expectShape(tagValidationAnswer, await admin.post('/api/tags/validate', { tag: 'Contract' }));
    expectShape(tagUsageListAnswer, await admin.get('/api/tags/usage?kind=private&pageIndex=0&pageSize=10&sortOrder=asc'));
    const createdTag = await admin.post('/api/tags', { name: 'Contract created' });
    expectShape(tagUsageAnswer, createdTag);
    expectShape(tagUsageAnswer, await admin.put(`/api/tags/${createdTag.body.data.id}`, { name: 'Contract renamed' }));

    expectShape(indexStatusAnswer, await admin.get('/api/search/status'));
    expectShape(listAnswer(contactSubmissionDto), await admin.get('/api/contact/submissions?pageIndex=0&pageSize=10&sortOrder=asc'));
  });
});
