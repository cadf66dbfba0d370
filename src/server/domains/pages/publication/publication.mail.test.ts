import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loggedInUser, type FixtureUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test-support/test-app.ts';

/**
 * Who is e-mailed about publication requests and decisions, in which language, and that a
 * failing mail server never loses a decision: the mail stays queued and goes out later.
 */
let t: TestApp;
let editor: TestAgent;
let editorUser: FixtureUser;
let reviewer: TestAgent;
let reviewerUser: FixtureUser;
let dutchReviewer: FixtureUser;
let inactiveReviewer: FixtureUser;
let otherEditor: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: editor, user: editorUser } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({ agent: reviewer, user: reviewerUser } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
  dutchReviewer = await createUser(t, { role: 'Reviewer', name: 'Daan Reviewer' });
  await t.deps.db.updateTable('users').set({ language: 'nl' }).where('id', '=', dutchReviewer.id).execute();
  inactiveReviewer = await createUser(t, { role: 'Reviewer', name: 'Ina Inactive', active: false });
  otherEditor = await createUser(t, { role: 'Editor', name: 'Olga Editor' });
});
afterAll(async () => t.close());

beforeEach(async () => {
  await settle();
  t.mails.failing = false;
  t.mails.sent.length = 0;
  await t.deps.db.deleteFrom('mail_queue').execute();
});

/** Waits for the delivery run a decision started, then runs the queue once more. */
async function settle(): Promise<void> {
  await t.deps.mailQueue.kick();
  await t.deps.mailQueue.kick();
}

async function newPage(title = 'Otters') {
  const slug = `mail-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  return { pageID: created.body.pageID as number, versionID: created.body.pageVersionID as number, slug };
}

async function setLanguage(agent: TestAgent, language: string) {
  expect((await agent.put('/api/user/language', { language })).status).toBe(200);
}

const recipients = () => t.mails.sent.map((mail) => mail.to).sort();
const queue = () => t.deps.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
/** Moves the request's mailing times back, as if the resend cooldown had passed. */
async function resendDue(pageID: number) {
  const longAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
  await t.deps.db
    .updateTable('publication_requests')
    .set({ created_at: longAgo })
    .where('page_id', '=', pageID)
    .where('status', '=', 'pending')
    .execute();
  await t.deps.db
    .updateTable('publication_requests')
    .set({ resent_at: longAgo })
    .where('page_id', '=', pageID)
    .where('resent_at', 'is not', null)
    .execute();
}
const makeDue = () =>
  t.deps.db
    .updateTable('mail_queue')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .execute();

describe('a publication request', () => {
  it('mails every active reviewer but the requester, each in their own language, as text and HTML', async () => {
    const page = await newPage('Otters');
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Please look at the photos' })).status).toBe(200);
    await settle();
    expect(recipients()).toEqual([TEST_ADMIN.email, reviewerUser.email, dutchReviewer.email].sort());
    expect(recipients()).not.toContain(inactiveReviewer.email);
    expect(recipients()).not.toContain(otherEditor.email);

    const english = t.mails.sent.find((mail) => mail.to === reviewerUser.email)!;
    expect(english.subject).toBe('Publication requested: Otters');
    expect(english.text).toContain('Eddie Editor');
    expect(english.text).toContain('Please look at the photos');
    // The link opens the editor with the review of the request open (PublicationToolbar reads ?review=1).
    expect(english.text).toContain(`http://cms.test/cmsadmin/page/${page.pageID}?review=1`);
    expect(english.html).toContain(`href="http://cms.test/cmsadmin/page/${page.pageID}?review=1"`);
    expect(english.html).toContain('Please look at the photos');

    const dutch = t.mails.sent.find((mail) => mail.to === dutchReviewer.email)!;
    expect(dutch.subject).toBe('Publicatie aangevraagd: Otters');
    expect(dutch.text).toContain('Opmerking: Please look at the photos');

    expect((await queue()).every((row) => row.status === 'sent' && row.attempts === 1 && row.sent_at !== null)).toBe(true);
  });

  it('a reviewer who requests is not mailed about their own request', async () => {
    const page = await newPage();
    expect((await reviewer.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    await settle();
    expect(recipients()).toEqual([TEST_ADMIN.email, dutchReviewer.email].sort());
  });

  it('a resend mails the reviewers again, naming the requester, not whoever resent it', async () => {
    const page = await newPage('Beavers');
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'First try' });
    await settle();
    t.mails.sent.length = 0;

    await resendDue(page.pageID);
    expect((await editor.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    await settle();
    expect(recipients()).toEqual([TEST_ADMIN.email, reviewerUser.email, dutchReviewer.email].sort());
    expect(t.mails.sent.find((mail) => mail.to === reviewerUser.email)?.text).toContain('First try');
    t.mails.sent.length = 0;

    // A publisher resends someone else's request: the requester's name stays, the resender is a reviewer too.
    await resendDue(page.pageID);
    expect((await reviewer.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    await settle();
    expect(recipients()).toEqual([TEST_ADMIN.email, reviewerUser.email, dutchReviewer.email].sort());
    expect(t.mails.sent.find((mail) => mail.to === TEST_ADMIN.email)?.text).toContain('Eddie Editor asks');
  });

  it("a resend of a reviewer's own request does not mail the requester", async () => {
    const page = await newPage();
    await reviewer.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
    await settle();
    t.mails.sent.length = 0;
    const admin = await t.adminAgent();
    await resendDue(page.pageID);
    expect((await admin.post(`/api/page/${page.pageID}/resend-publication-request`)).status).toBe(200);
    await settle();
    expect(recipients()).not.toContain(reviewerUser.email);
    expect(recipients()).toContain(dutchReviewer.email);
  });

  it('a revoke mails no one', async () => {
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
    await settle();
    t.mails.sent.length = 0;
    await editor.post(`/api/page/${page.pageID}/revoke-publication-request`);
    await settle();
    expect(t.mails.sent).toHaveLength(0);
  });
});

describe('a decision', () => {
  it("a rejection mails the requester the feedback and a link to the page, in the requester's language", async () => {
    await setLanguage(editor, 'de');
    try {
      const page = await newPage('Fischotter');
      await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
      await settle();
      t.mails.sent.length = 0;
      expect(
        (await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Bitte ein Foto <b>hinzufügen</b>' }))
          .status,
      ).toBe(200);
      await settle();
      expect(recipients()).toEqual([editorUser.email]);
      const mail = t.mails.sent[0]!;
      expect(mail.subject).toBe('Veröffentlichung abgelehnt: Fischotter');
      expect(mail.text).toContain('Bitte ein Foto <b>hinzufügen</b>');
      expect(mail.text).toContain('Rita Reviewer');
      expect(mail.text).toContain(`http://cms.test/cmsadmin/page/${page.pageID}`);
      // The feedback is text: escaped in the HTML part, not markup.
      expect(mail.html).toContain('Bitte ein Foto &lt;b&gt;hinzufügen&lt;/b&gt;');
      expect(mail.html).toContain(`href="http://cms.test/cmsadmin/page/${page.pageID}"`);
    } finally {
      await setLanguage(editor, 'en');
    }
  });

  it("an acceptance mails the requester, in the requester's language", async () => {
    await setLanguage(editor, 'fr');
    try {
      const page = await newPage('Loutre');
      await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
      await settle();
      t.mails.sent.length = 0;
      expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: 'Très bien' })).status).toBe(200);
      await settle();
      expect(recipients()).toEqual([editorUser.email]);
      const mail = t.mails.sent[0]!;
      expect(mail.subject).toBe('Publiée : Loutre');
      expect(mail.text).toContain('Très bien');
      expect(mail.text).toContain(`http://cms.test/cmsadmin/page/${page.pageID}`);
      expect(mail.html.length).toBeGreaterThan(0);
    } finally {
      await setLanguage(editor, 'en');
    }
  });

  it('a direct publish over someone else\'s request tells the requester who published it, not "accepted", in each interface language', async () => {
    const expected = {
      en: {
        subject: 'Published: Otter {lang}',
        text: '"Otter {lang}" was published by Rita Reviewer.',
        closed: 'Your publication request is closed without a review',
      },
      nl: {
        subject: 'Gepubliceerd: Otter {lang}',
        text: '"Otter {lang}" is gepubliceerd door Rita Reviewer.',
        closed: 'Je publicatieverzoek is zonder beoordeling gesloten',
      },
      de: {
        subject: 'Veröffentlicht: Otter {lang}',
        text: '„Otter {lang}“ wurde von Rita Reviewer veröffentlicht.',
        closed: 'Ihr Veröffentlichungsantrag wurde ohne Prüfung geschlossen',
      },
      fr: {
        subject: 'Publiée : Otter {lang}',
        text: '« Otter {lang} » a été publiée par Rita Reviewer.',
        closed: 'Votre demande de publication a été close sans relecture',
      },
    } as const;
    const acceptedWording = ['accepted', 'goedgekeurd', 'angenommen', 'accepté'];
    try {
      for (const [language, wording] of Object.entries(expected)) {
        await setLanguage(editor, language);
        const page = await newPage(`Otter ${language}`);
        await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
        await settle();
        t.mails.sent.length = 0;
        expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
        await settle();
        expect(recipients()).toEqual([editorUser.email]);
        const mail = t.mails.sent[0]!;
        expect(mail.subject).toBe(wording.subject.replace('{lang}', language));
        expect(mail.text).toContain(wording.text.replace('{lang}', language));
        expect(mail.text).toContain(wording.closed);
        expect(mail.text).toContain(`http://cms.test/cmsadmin/page/${page.pageID}`);
        expect(mail.html).toContain('Rita Reviewer');
        for (const word of acceptedWording) expect(mail.text).not.toContain(word);
      }
    } finally {
      await setLanguage(editor, 'en');
    }
  });

  it("a direct publish over one's own request (revoked by it) and store-and-publish over someone else's", async () => {
    const own = await newPage();
    await reviewer.post(`/api/page/${own.pageID}/request-publication`, { comment: '' });
    await settle();
    t.mails.sent.length = 0;
    expect((await reviewer.post(`/api/page/${own.pageID}/publish`)).status).toBe(200);
    await settle();
    expect(t.mails.sent).toHaveLength(0);
    expect(
      (await t.deps.db.selectFrom('publication_requests').select('status').where('page_id', '=', own.pageID).executeTakeFirstOrThrow())
        .status,
    ).toBe('revoked');

    const other = await newPage('Voles');
    await editor.post(`/api/page/${other.pageID}/request-publication`, { comment: '' });
    await settle();
    t.mails.sent.length = 0;
    expect(
      (await reviewer.post(`/api/page/version/${other.versionID}/store-and-publish`, { title: 'Water voles', revision: 0 })).status,
    ).toBe(200);
    await settle();
    expect(recipients()).toEqual([editorUser.email]);
    expect(t.mails.sent[0]!.text).toContain('"Water voles" was published by Rita Reviewer.');
    expect(
      (await t.deps.db.selectFrom('publication_requests').select('status').where('page_id', '=', other.pageID).executeTakeFirstOrThrow())
        .status,
    ).toBe('superseded');
  });

  it('a direct publish or unpublish mails no one', async () => {
    const page = await newPage();
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    expect((await reviewer.post(`/api/page/${page.pageID}/unpublish`)).status).toBe(200);
    await settle();
    expect(t.mails.sent).toHaveLength(0);
    expect(await queue()).toHaveLength(0);
  });
});

describe('a failing mail server', () => {
  it('never loses a rejection: the decision is saved, the mail waits in the queue and goes out once the server works', async () => {
    const page = await newPage('Badgers');
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
    await settle();
    t.mails.sent.length = 0;
    await t.deps.db.deleteFrom('mail_queue').execute();

    t.mails.failing = true;
    const response = await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Needs sources' });
    expect(response.status).toBe(200);
    await settle();
    const request = await t.deps.db
      .selectFrom('publication_requests')
      .selectAll()
      .where('version_id', '=', page.versionID)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'rejected', feedback: 'Needs sources' });

    const [row, ...rest] = await queue();
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      recipient: editorUser.email,
      status: 'pending',
      attempts: 1,
      last_error: 'mail server unavailable',
      sent_at: null,
    });
    expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    expect(t.mails.sent).toHaveLength(0);

    // Not due yet: a run does not try again.
    t.mails.failing = false;
    await settle();
    expect((await queue())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(t.mails.sent).toHaveLength(0);

    // Time passes.
    await makeDue();
    await settle();
    expect((await queue())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(t.mails.sent.map((mail) => mail.to)).toEqual([editorUser.email]);
    expect(t.mails.sent[0]!.text).toContain('Needs sources');
  });

  it('never loses a request or an acceptance', async () => {
    t.mails.failing = true;
    const page = await newPage();
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    await settle();
    expect((await queue()).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect((await reviewer.post(`/api/page/version/${page.versionID}/accept-publication`, { feedback: '' })).status).toBe(200);
    await settle();
    const page2 = (await reviewer.get(`/api/page/${page.pageID}`)).body.page;
    expect(page2.publishedVersionID).toBe(page.versionID);
    expect((await queue()).filter((row) => row.recipient === editorUser.email)).toMatchObject([{ status: 'pending', attempts: 1 }]);

    t.mails.failing = false;
    await makeDue();
    await settle();
    expect((await queue()).every((row) => row.status === 'sent')).toBe(true);
    expect(t.mails.sent).toHaveLength(4);
  });

  it('gives up after 8 failed attempts: the mail is marked failed and no longer tried', async () => {
    t.mails.failing = true;
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
    await settle();
    await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'No' });
    await settle();
    const id = (await queue()).find((row) => row.recipient === editorUser.email)!.id;
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      await makeDue();
      await settle();
      const row = await t.deps.db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 8 ? 'pending' : 'failed' });
    }
    t.mails.failing = false;
    await makeDue();
    await settle();
    const row = await t.deps.db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 8, status: 'failed', last_error: 'mail server unavailable', sent_at: null });
    expect(t.mails.sent.some((mail) => mail.to === editorUser.email)).toBe(false);
  });

  it('waits longer after each failure, at most an hour', async () => {
    t.mails.failing = true;
    const page = await newPage();
    await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' });
    await settle();
    await t.deps.db.deleteFrom('mail_queue').where('recipient', '!=', reviewerUser.email).execute();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const before = Date.now();
      if (attempt > 1) {
        await makeDue();
        await settle();
      }
      const [row] = await queue();
      delays.push(Math.round((new Date(row!.next_attempt_at).getTime() - before) / 60_000));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
  });
});
