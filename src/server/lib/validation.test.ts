import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginBody } from '../../shared/schemas/auth.ts';
import { AppError } from './errors.ts';
import { issuesToErrors, nulCharacterPaths, nulCharactersAsSpaces, parseInput } from './validation.ts';

describe('issuesToErrors', () => {
  it('uses a code given as the message, with the property path', () => {
    const schema = z.object({ email: z.string().min(1, 'V_01'), profile: z.object({ name: z.string().min(1, 'V_01') }) });
    const result = schema.safeParse({ email: '', profile: { name: '' } });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual([
      { code: 'V_01', property: 'email' },
      { code: 'V_01', property: 'profile.name' },
    ]);
  });

  it('maps any message that is not a code to V_12', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'old' });
    expect(issuesToErrors(result.error!.issues)).toEqual([{ code: 'V_12', property: 'age' }]);
  });

  it('joins array indexes into the property', () => {
    const result = z.object({ tags: z.array(z.string().max(2, 'V_14')) }).safeParse({ tags: ['ok', 'too long'] });
    expect(issuesToErrors(result.error!.issues)).toEqual([{ code: 'V_14', property: 'tags.1' }]);
  });

  it('keeps only the first failing rule per property', () => {
    const result = z.object({ password: z.string().min(9, 'V_10').regex(/[A-Z]/, 'V_09') }).safeParse({ password: 'short' });
    expect(result.error!.issues).toHaveLength(2);
    expect(issuesToErrors(result.error!.issues)).toEqual([{ code: 'V_10', property: 'password' }]);
  });

  it('gives errors without a property for the whole input, once per code', () => {
    const result = z.object({}).strict().safeParse('not an object');
    expect(issuesToErrors(result.error!.issues)).toEqual([{ code: 'V_12' }]);
  });

  it('does not treat an inherited name such as toString as a code', () => {
    const result = z.string().min(1, 'toString').safeParse('');
    expect(issuesToErrors(result.error!.issues)).toEqual([{ code: 'V_12' }]);
  });
});

describe('parseInput', () => {
  it('returns the parsed (transformed) data', () => {
    expect(parseInput(loginBody, { email: ' Admin@Test.Local ', password: 'x' })).toEqual({ email: 'admin@test.local', password: 'x' });
  });

  it('throws a 400 AppError with every failing field', () => {
    try {
      parseInput(loginBody, { email: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual([
        { code: 'V_02', property: 'email' },
        { code: 'V_01', property: 'password' },
      ]);
    }
  });

  it('treats a missing body as an empty object', () => {
    expect(() => parseInput(loginBody, undefined)).toThrow(AppError);
    expect(() => parseInput(loginBody, null)).toThrow(/V_01:email/);
  });
});

describe('NUL characters in input', () => {
  it('finds them in nested strings and keys, with their paths', () => {
    expect(nulCharacterPaths({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1 })).toEqual(['b.c.1', 'k\u0000']);
    expect(nulCharacterPaths('\u0000')).toEqual(['']);
    expect(nulCharacterPaths({ a: 'no nul', n: 5, z: null })).toEqual([]);
  });

  it('parseInput refuses them with 400 V_12 before the schema runs, whatever the schema allows', () => {
    const anyString = z.object({ name: z.string(), nested: z.object({ text: z.string() }) });
    try {
      parseInput(anyString, { name: 'a\u0000', nested: { text: '\u0000' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual([
        { code: 'V_12', property: 'name' },
        { code: 'V_12', property: 'nested.text' },
      ]);
    }
    expect(parseInput(anyString, { name: 'a', nested: { text: 'b' } })).toEqual({ name: 'a', nested: { text: 'b' } });
  });
});

describe("parseInput with nul: 'space'", () => {
  it('turns NULs into spaces in every string, leaving other values as they are', () => {
    expect(nulCharactersAsSpaces({ term: 'a\u0000b', list: ['\u0000'], n: 1, z: null })).toEqual({
      term: 'a b',
      list: [' '],
      n: 1,
      z: null,
    });
    const schema = z.object({ term: z.string() });
    expect(parseInput(schema, { term: 'otter\u0000bever' }, { nul: 'space' })).toEqual({ term: 'otter bever' });
    expect(() => parseInput(schema, { term: 'otter\u0000bever' })).toThrow(AppError);
  });
});
