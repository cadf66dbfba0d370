import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveProofOfWork } from '../../../shared/contact/proof-of-work.ts';
import { deriveChallengeKey, issueChallenge, solveSync, verifyProofOfWork } from './contact-challenge.ts';
import { submitContact } from './contact.service.ts';
import { verifyRecaptcha } from './recaptcha.ts';

const key = deriveChallengeKey('a-server-secret-that-is-long-enough-for-tests');

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('browser solver (Web Crypto) finds answers the server accepts', async () => {
    const issued = issueChallenge(key, Date.now(), 10);
    const nonce = await solveProofOfWork(issued.challenge, issued.difficulty);
    expect(verifyProofOfWork(key, { ...issued, nonce }, Date.now(), 10)).toBe('ok');
  });

  it('rejects wrong nonces, forged fields, expiry and too-easy challenges', () => {
    const now = Date.now();
    const issued = issueChallenge(key, now, 12);
    const nonce = solveSync(issued.challenge, 12);
    expect(verifyProofOfWork(key, { ...issued, nonce }, now, 12)).toBe('ok');
    let wrong = Number(nonce) + 1;
    while (verifyProofOfWork(key, { ...issued, nonce: String(wrong) }, now, 12) === 'ok') wrong += 1;
    expect(verifyProofOfWork(key, { ...issued, nonce: String(wrong) }, now, 12)).toBe('wrong-nonce');
    expect(verifyProofOfWork(key, { ...issued, nonce, difficulty: 1 }, now, 1)).toBe('bad-signature');
    expect(verifyProofOfWork(key, { ...issued, nonce, expiresAt: issued.expiresAt + 1 }, now, 12)).toBe('bad-signature');
    expect(verifyProofOfWork(deriveChallengeKey('another-secret'), { ...issued, nonce }, now, 12)).toBe('bad-signature');
    expect(verifyProofOfWork(key, { ...issued, nonce }, issued.expiresAt, 12)).toBe('expired');
    expect(verifyProofOfWork(key, { ...issued, nonce }, now, 16)).toBe('too-easy');
  });

  it('can be aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork('x', 30, { signal: controller.signal })).rejects.toThrow('aborted');
  });
});

describe('reCAPTCHA', () => {
  const config = { siteKey: 'site', secret: 'secret' };
  it('asks Google with the secret and the token', async () => {
    let sent: URLSearchParams | undefined;
    const fetchImpl = async (_url: string, init: { body: URLSearchParams }) => {
      sent = init.body;
      return { ok: true, json: async () => ({ success: true }) };
    };
    expect(await verifyRecaptcha(config, 'token', '1.2.3.4', fetchImpl)).toBe(true);
    expect(sent?.get('secret')).toBe('secret');
    expect(sent?.get('response')).toBe('token');
    expect(sent?.get('remoteip')).toBe('1.2.3.4');
  });
  it('refuses on a failed or unreachable verification', async () => {
    expect(await verifyRecaptcha(config, 't', undefined, async () => ({ ok: true, json: async () => ({ success: false }) }))).toBe(false);
    expect(
      await verifyRecaptcha(config, 't', undefined, async () => {
        throw new Error('offline');
      }),
    ).toBe(false);
  });
  it('the service refuses a proof-of-work answer when reCAPTCHA is configured', async () => {
    const body = {
      firstName: 'A',
      lastName: 'B',
      phone: '',
      email: 'a@b.example',
      message: 'm',
      privacy: true as const,
      subject: 's',
      locale: 'en-gb' as const,
    };
    const bot = { challengeKey: key, recaptcha: config, verifyRecaptcha: async () => false };
    // The database is never reached: both answers fail before the transaction.
    const db = undefined as never;
    await expect(submitContact(db, { ...body, botCheck: { recaptchaToken: 'x' } }, bot, undefined)).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'V_12', property: 'botCheck' }],
    });
    await expect(
      submitContact(
        db,
        { ...body, botCheck: { challenge: 'c', difficulty: 16, expiresAt: 1, signature: 's', nonce: '1' } },
        bot,
        undefined,
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});
