import { expect } from 'vitest';
import type { ContactChallenge } from '../../src/shared/contact/contact-schemas.ts';
import { solveSync } from '../../src/server/domains/contact/contact-challenge.ts';
import { notify } from '../../src/server/domains/notifications/notifications.service.ts';
import { createUser } from '../../src/server/test-support/fixtures.ts';
import { image } from '../../src/server/test-support/images.ts';
import { withRevision } from '../../src/server/test-support/page-store.ts';
import type { TestAgent } from '../../src/server/test-support/test-agent.ts';
import type { Harness } from './harness.ts';

/**
 * Script payloads stored in every field an editor, a visitor or a user manager controls, for
 * xss-regression.e2e.ts. Each one sets window.__xss if it ever runs. A unique word in front of
 * each lets the test find the field where it is shown, as text.
 */
export const IMG = '<img src=x onerror="window.__xss=1">';
export const SVG = '"><svg onload=window.__xss=1>';
export const SCRIPT = '</script><script>window.__xss=1</script>';
export const JS_URL = 'javascript:window.__xss=1';

export const SLUG = 'zebrafinch-xss';
export const TEXT = {
  title: `Zebrafinch ${IMG}`,
  seoTitle: `Seotitle ${SCRIPT}`,
  seoDescription: `Seodescription ${SVG}`,
  header: `Headertitle ${SVG}`,
  intro: `Introtext ${SCRIPT}`,
  richText: `Richtext ${IMG}`,
  twiTitle: `Twititle ${IMG}`,
  button: `Buttonlabel ${SVG}`,
  quote: `Quotetext ${SCRIPT}`,
  menu: `Menulabel ${IMG}`,
  tag: "Zebra 'tag' & co",
  fileName: `xss-${SVG}.png`,
  altText: `Alttext ${IMG}`,
  contactName: `Contactname ${SVG}`,
  contactSubject: `Contactsubject ${IMG}`,
  contactMessage: `Contactmessage ${SCRIPT}`,
  userName: `Username ${IMG}`,
  jobTitle: `Jobtitle ${SVG}`,
} as const;

function status(response: { status: number; body: unknown }, expected: number, what: string): void {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(expected);
}

/** Stores every payload through the API, as an attacker with an editor's or a visitor's reach would. */
export async function storePayloads(harness: Harness): Promise<{ pageId: number }> {
  const admin = await harness.server.adminAgent();
  const blocks = [
    { type: 'pageHeader', key: 'header', props: { title: TEXT.header, intro: TEXT.intro } },
    // Rich text is HTML: the payload as escaped text is kept; as markup it is refused below.
    { type: 'richText', key: 'rich', props: { html: `<p>${escapeHtml(TEXT.richText)}</p>` } },
    {
      type: 'textWithImage',
      key: 'twi',
      props: { title: TEXT.twiTitle, html: '<p>Body</p>', buttons: [{ label: TEXT.button, link: '/en-gb/news' }] },
    },
    { type: 'quote', key: 'quote', props: { text: TEXT.quote, author: SVG, role: SCRIPT } },
  ];
  const created = await admin.post('/api/page/create', { title: TEXT.title, slug: SLUG, type: 'news', locale: 'en-gb', content: blocks });
  status(created, 200, 'page create');
  const pageId = created.body.pageID as number;
  const versionId = created.body.pageVersionID as number;
  const store = async (fields: object) => admin.post(`/api/page/version/${versionId}/store`, await withRevision(admin, versionId, fields));
  status(await store({ seoTitle: TEXT.seoTitle, seoDescription: TEXT.seoDescription }), 200, 'seo');

  // Refused by validation: markup that runs script in rich text, a javascript: link, a tag with markup.
  const evilRich = [...blocks.slice(0, 1), { type: 'richText', key: 'rich', props: { html: `<p>x</p>${IMG}` } }];
  expectRefused(await store({ blocks: evilRich }), 'V_15');
  const evilLink = [{ type: 'buttons', key: 'b', props: { buttons: [{ label: 'Go', link: JS_URL }] } }];
  expectRefused(await store({ blocks: evilLink }), 'V_13');
  expectRefused(await admin.put(`/api/page/${pageId}/tags`, { public: [`Tag ${SVG}`] }), 'V_12');
  status(await admin.put(`/api/page/${pageId}/tags`, { public: [TEXT.tag] }), 200, 'tags');
  status(await admin.post(`/api/page/${pageId}/publish`), 200, 'publish');

  await storeMenuItem(admin);
  await storeMedia(admin);
  await submitContact(harness);
  const user = await createUser(harness.server, { name: TEXT.userName, jobTitle: TEXT.jobTitle, role: 'Editor' });
  const adminId = (await admin.get('/api/user')).body.ID as number;
  await notify(harness.server.deps.db, [adminId], {
    kind: 'publication-requested',
    pageId,
    pageTitle: TEXT.title,
    actor: { id: user.id, name: TEXT.userName },
    message: TEXT.contactMessage,
  });
  return { pageId };
}

function expectRefused(response: { status: number; body: any }, code: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.Errors[0].code).toBe(code);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function storeMenuItem(admin: TestAgent): Promise<void> {
  const edit = await admin.get('/api/menu/edit?locale=en-gb');
  status(edit, 200, 'menu edit');
  const item = { key: 'xss', parentKey: null, label: TEXT.menu, type: 'anchor', target: '#xss' };
  const save = (extra: object) =>
    admin.put('/api/menu', {
      locale: 'en-gb',
      menu: 'footer',
      items: [...edit.body.data.footer, extra],
      revision: edit.body.data.revisions.footer,
    });
  expect((await save({ ...item, type: 'external', target: JS_URL })).status).toBe(400);
  status(await save(item), 200, 'menu save');
}

async function storeMedia(admin: TestAgent): Promise<void> {
  // A multipart file name cannot carry a bare double quote, so this one has none; the rename
  // below (JSON) stores the name with one.
  const uploadName = 'xss-<img src=x onerror=window.__xss=1>.png';
  const uploaded = await admin.upload('POST', '/api/medialib/add-file', 'f', uploadName, await image(12, 12, 'png'), 'image/png', {
    path: '/',
  });
  status(uploaded, 200, 'upload');
  const file = uploaded.body.file as { id: number; fileName: string };
  expect(file.fileName).toBe(uploadName);
  const edit = await admin.post('/api/medialib/edit-file', {
    id: file.id,
    newPath: '/',
    newFileName: TEXT.fileName,
    defaultAltText: TEXT.altText,
    shared: false,
  });
  status(edit, 200, 'alt text');
}

/** Through the public endpoint, bot check solved like the form's worker does. */
async function submitContact(harness: Harness): Promise<void> {
  const visitor = harness.server.agent();
  const challenge = (await visitor.get<{ data: ContactChallenge }>('/api/contact/challenge')).body.data;
  if (challenge.mode !== 'pow') throw new Error('expected proof of work');
  const { mode: _mode, ...material } = challenge;
  const response = await visitor.post('/api/contact/submit', {
    firstName: TEXT.contactName,
    lastName: SCRIPT,
    phone: '',
    email: 'xss@example.org',
    subject: TEXT.contactSubject,
    message: TEXT.contactMessage,
    privacy: true,
    locale: 'en-gb',
    botCheck: { ...material, nonce: solveSync(challenge.challenge, challenge.difficulty) },
  });
  status(response, 200, 'contact');
}
