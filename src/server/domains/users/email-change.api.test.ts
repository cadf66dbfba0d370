import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deliverQueuedMail, TEST_PASSWORD, uniqueEmail, type FixtureUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Finding 7 of issue 15: a signed-in user changes their own e-mail address only with the
// current password; the old address is told, and every other session ends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signedIn(user: FixtureUser): Promise<TestAgent> {
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return agent;
}

async function saveOwn(agent: TestAgent, user: FixtureUser, email: string, extra: Record<string, unknown> = {}) {
  const current = (await agent.get('/api/user')).body;
  return agent.put(`/api/user/${user.id}`, {
    email,
    role: current.role.id,
    profile: { name: current.profile.name, jobTitle: current.profile.jobTitle },
    ...extra,
  });
}

const storedEmail = async (userId: number) =>
  (await t.deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

describe('changing one’s own e-mail address', () => {
  it('without the current password is 400 V_01 and changes nothing', async () => {
    const user = await createUser(t);
    const agent = await signedIn(user);
    const response = await saveOwn(agent, user, uniqueEmail('new'));
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_01', property: 'currentPassword' }]);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('with a wrong current password is 400 AUTH_02 and changes nothing', async () => {
    const user = await createUser(t);
    const agent = await signedIn(user);
    const response = await saveOwn(agent, user, uniqueEmail('new'), { currentPassword: 'Wrong-Password!1' });
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'AUTH_02', property: 'currentPassword' }]);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('with the password: saved, the old address is told in the user’s language, other sessions end', async () => {
    const user = await createUser(t);
    await t.deps.db.updateTable('users').set({ language: 'nl' }).where('id', '=', user.id).execute();
    const agent = await signedIn(user);
    const phone = await signedIn(user);
    const newEmail = uniqueEmail('new');
    const response = await saveOwn(agent, user, newEmail, { currentPassword: TEST_PASSWORD });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await storedEmail(user.id)).toBe(newEmail);

    await deliverQueuedMail(t);
    const notice = t.mails.sent.find((mail) => mail.to === user.email);
    expect(notice?.subject).toBe('Je e-mailadres voor Verdant Ecology is gewijzigd');
    expect(notice?.text).toContain(newEmail);
    expect(t.mails.sent.some((mail) => mail.to === newEmail)).toBe(false);

    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('saving the profile without changing the address needs no password', async () => {
    const user = await createUser(t);
    const agent = await signedIn(user);
    const response = await saveOwn(agent, user, user.email.toUpperCase());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('an administrator changing someone else’s address needs no password of theirs; the old address is told', async () => {
    const admin = await t.adminAgent();
    const user = await createUser(t);
    const newEmail = uniqueEmail('moved');
    const response = await admin.put(`/api/user/${user.id}`, {
      email: newEmail,
      role: (await roleOf(user.id)) ?? 0,
      profile: { name: 'Fixture User' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await deliverQueuedMail(t);
    expect(t.mails.sent.find((mail) => mail.to === user.email)?.subject).toBe('Your e-mail address for Verdant Ecology was changed');
  });
});

async function roleOf(userId: number) {
  return (await t.deps.db.selectFrom('users').select('role_id').where('id', '=', userId).executeTakeFirst())?.role_id;
}

describe('an administrator changing someone else’s e-mail address', () => {
  it('ends every session of that user (as a change of one’s own does), not the administrator’s', async () => {
    const admin = await t.adminAgent();
    const user = await createUser(t);
    const laptop = await signedIn(user);
    const phone = await signedIn(user);
    const response = await admin.put(`/api/user/${user.id}`, {
      email: uniqueEmail('moved'),
      role: (await roleOf(user.id)) ?? 0,
      profile: { name: 'Fixture User' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('keeps the user’s sessions when the address stays the same', async () => {
    const admin = await t.adminAgent();
    const user = await createUser(t);
    const laptop = await signedIn(user);
    const response = await admin.put(`/api/user/${user.id}`, {
      email: user.email,
      role: (await roleOf(user.id)) ?? 0,
      profile: { name: 'Renamed User' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(200);
  });
});
