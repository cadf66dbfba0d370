import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { resetLinkProblem } from './reset-link-state.ts';

describe('reset link check', () => {
  it('names the problem of a used, expired or unknown link, and none while checking or when valid', () => {
    expect(resetLinkProblem('used')).toBe('auth.tokenUsed');
    expect(resetLinkProblem('expired')).toBe('auth.tokenExpired');
    expect(resetLinkProblem('invalid')).toBe('auth.tokenInvalid');
    expect(resetLinkProblem('valid')).toBeNull();
    expect(resetLinkProblem('checking')).toBeNull();
    expect(resetLinkProblem('unknown')).toBeNull();
  });

  it('has the messages in all four languages', () => {
    for (const language of ['en', 'nl', 'de', 'fr']) {
      for (const key of ['auth.tokenUsed', 'auth.tokenExpired', 'auth.tokenInvalid', 'auth.requestNewLink'] as const) {
        const text = i18n.getFixedT(language)(key);
        expect(text, `${language} ${key}`).not.toBe(key);
      }
    }
    expect(i18n.getFixedT('en')('auth.tokenUsed')).toMatch(/already been used/);
  });
});
