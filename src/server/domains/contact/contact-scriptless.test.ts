import { describe, expect, it } from 'vitest';
import { checkScriptlessSubmission } from './contact.service.ts';
import { INVALID_SUBMISSION_ERRORS } from './contact.test-helpers.ts';

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  email: 'ada@example.org',
  subject: 'Bats',
  message: 'Bats in the attic',
  privacy: 'true',
  website: '',
};

describe('contact form posted without JavaScript', () => {
  it('is always refused for the missing bot check, and gives back what was typed', () => {
    const result = checkScriptlessSubmission(complete);
    expect(result.outcome).toBe('refused');
    expect(result.errors).toEqual([{ code: 'V_01', property: 'botCheck' }]);
    expect(result.values).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '',
      email: 'ada@example.org',
      subject: 'Bats',
      message: 'Bats in the attic',
      privacy: true,
    });
  });

  it('lists the field errors with SPEC 8 codes, as the API does', () => {
    const result = checkScriptlessSubmission({ firstName: ' ', email: 'nope', phone: 'call me', message: 'x'.repeat(5001) });
    expect(result.errors).toEqual(expect.arrayContaining(INVALID_SUBMISSION_ERRORS));
    // Values come back cut to the field limits, never more than the form accepts.
    expect(result.values.message).toHaveLength(5000);
    expect(result.values.privacy).toBe(false);
  });

  it('a filled-in honeypot is ignored (answered like a success by the page)', () => {
    expect(checkScriptlessSubmission({ ...complete, website: 'https://spam.example' })).toMatchObject({ outcome: 'ignored', errors: [] });
  });

  it('ignores anything that is not a string', () => {
    const result = checkScriptlessSubmission({ firstName: ['Ada'], privacy: true, message: { x: 1 } });
    expect(result.values.firstName).toBe('');
    expect(result.values.message).toBe('');
    expect(result.values.privacy).toBe(false);
  });
});
