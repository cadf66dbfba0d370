import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api-types.ts';
import { loginStepAnswer } from '../../../shared/two-factor/two-factor-schemas.ts';
import { defaultPasskeyName, groupKey, loginOutcome, secondStepView } from './two-factor-state.ts';

const user: SessionUser = {
  ID: 7,
  email: 'a@example.com',
  role: { id: 1, name: 'Editor', permissions: [] },
  profile: { name: 'A', jobTitle: '', image: null },
  language: 'en',
};

describe('loginOutcome', () => {
  it('tells a signed-in answer from a second step and a required setup', () => {
    expect(loginOutcome({ User: user })).toEqual({ kind: 'signed-in', user });
    expect(loginOutcome({ TwoFactor: { stage: 'verify', methods: ['totp', 'recovery'] } })).toEqual({
      kind: 'verify',
      methods: ['totp', 'recovery'],
    });
    expect(loginOutcome({ TwoFactor: { stage: 'setup', methods: [] } })).toEqual({ kind: 'setup' });
  });

  it('accepts both login answers and refuses an unknown stage', () => {
    expect(loginStepAnswer.safeParse({ Success: true, Errors: [], User: user }).success).toBe(true);
    expect(loginStepAnswer.safeParse({ Success: true, Errors: [], TwoFactor: { stage: 'verify', methods: ['passkey'] } }).success).toBe(
      true,
    );
    expect(loginStepAnswer.safeParse({ Success: true, Errors: [], TwoFactor: { stage: 'later', methods: [] } }).success).toBe(false);
  });
});

describe('secondStepView', () => {
  it('starts with the app code and offers a recovery code and a passkey', () => {
    expect(secondStepView(['totp', 'passkey', 'recovery'], null)).toEqual({ mode: 'totp', switchTo: 'recovery', passkey: true });
    expect(secondStepView(['totp', 'passkey', 'recovery'], 'recovery')).toEqual({ mode: 'recovery', switchTo: 'totp', passkey: true });
  });

  it('with passkeys and no app, asks for no code until a recovery code is chosen', () => {
    expect(secondStepView(['passkey', 'recovery'], null)).toEqual({ mode: null, switchTo: 'recovery', passkey: true });
    expect(secondStepView(['passkey', 'recovery'], 'recovery')).toEqual({ mode: 'recovery', switchTo: null, passkey: true });
    expect(secondStepView(['passkey'], null)).toEqual({ mode: null, switchTo: null, passkey: true });
    // A choice the user cannot make falls back to what there is.
    expect(secondStepView(['totp'], 'recovery')).toEqual({ mode: 'totp', switchTo: null, passkey: false });
  });
});

describe('helpers', () => {
  it('groups the manual key by four', () => {
    expect(groupKey('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
    expect(groupKey('ABCDEF')).toBe('ABCD EF');
  });

  it('names a passkey after the browser and platform', () => {
    expect(defaultPasskeyName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(
      'Chrome on Linux',
    );
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(defaultPasskeyName('Mozilla/5.0 (Windows NT 10.0; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox on Windows');
    expect(defaultPasskeyName('curl/8')).toBe('Browser');
  });
});
