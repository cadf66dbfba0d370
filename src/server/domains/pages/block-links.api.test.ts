import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRevision } from '../../test-support/page-store.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError } from './pages.test-helpers.ts';

/** Issue 15, finding 10: a block's mailto: link is checked as an address, as in the menu. */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const buttons = (link: string) => [{ type: 'buttons', key: 'b1', props: { buttons: [{ label: 'Mail us', link }] } }];

describe('mailto: links in blocks', () => {
  it('an injected query in a button link is 400 V_13 on that link; nothing is stored', async () => {
    const { pageVersionID } = await createPage(admin);
    const store = async (link: string) =>
      admin.post(`/api/page/version/${pageVersionID}/store`, await withRevision(admin, pageVersionID, { blocks: buttons(link) }));
    expectError(await store('mailto:a@b.c?x="><svg/onload=alert(1)>'), 400, [{ code: 'V_13', property: 'blocks.0.props.buttons.0.link' }]);
    const version = (await admin.get(`/api/page/version/fetch/${pageVersionID}`)).body.version;
    expect(version.blocks).toEqual([]);

    const good = await store('mailto:info@example.org?subject=Offerte');
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.version.blocks[0].props.buttons[0].link).toBe('mailto:info@example.org?subject=Offerte');
  });
});
