import { describe, expect, it } from 'vitest';
import { searchEngineFor } from './engine-for-dialect.ts';
import { postgresFtsEngine } from './postgres-fts.repository.ts';
import { sqliteFtsEngine } from './sqlite-fts.repository.ts';

describe('searchEngineFor', () => {
  it('gives each database its own full-text search', () => {
    expect(searchEngineFor('postgres')).toBe(postgresFtsEngine);
    expect(searchEngineFor('sqlite')).toBe(sqliteFtsEngine);
  });
});
