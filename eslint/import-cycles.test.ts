import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles, projectSourceFiles, runtimeImports } from './import-cycles.ts';

const project = (files: Record<string, string>) => new Map(Object.entries(files));

describe('import cycles', () => {
  it('the project has none', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = projectSourceFiles(root);
    expect(files).toContain('src/server/app.ts');
    expect(files).toContain('src/admin/main.tsx');
    expect(files.some((file) => file.startsWith('node_modules/') || file.startsWith('dist/'))).toBe(false);
    const cycles = findImportCycles(new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')])));
    // Each entry: files that import one another, directly or through the others.
    expect(cycles.map((cycle) => cycle.join(', '))).toEqual([]);
  });

  it('finds a circle of imports, re-exports or import() calls, with or without the extension', () => {
    expect(
      findImportCycles(
        project({
          'src/a.ts': "import { b } from './b.ts';",
          'src/b.ts': "export { c } from './deep/c';",
          'src/deep/c.ts': "export const c = () => import('../a.ts');",
          'src/d.ts': "import { a } from './a.ts';",
        }),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts', 'src/deep/c.ts']]);
    expect(findImportCycles(project({ 'x.mjs': "import './x.mjs';" }))).toEqual([['x.mjs']]);
    expect(findImportCycles(project({ 'a/index.ts': "import '../b.tsx';", 'b.tsx': "import { a } from './a';" }))).toEqual([
      ['a/index.ts', 'b.tsx'],
    ]);
  });

  it('leaves out what vanishes at run time and what is not the project’s', () => {
    const files = project({
      'a.ts': "import type { B } from './b.ts';\nimport type { C } from './c.ts';\nimport react from 'react';",
      'b.ts': "export type { A } from './a.ts';\nimport { a } from './a.ts';",
      'c.ts': "import { a } from './a.ts';",
      'node.ts': "import fs from 'node:fs';",
    });
    expect(findImportCycles(files)).toEqual([]);
    expect(runtimeImports('b.ts', files.get('b.ts')!)).toEqual(['./a.ts']);
    expect(runtimeImports('a.ts', files.get('a.ts')!)).toEqual(['react']);
  });

  it('counts a mixed import, an import of types inside the braces (it stays as `import {}`) and a side-effect import', () => {
    expect(runtimeImports('a.ts', "import { type A, b } from './b.ts';\nimport { type C } from './c.ts';\nimport './styles.ts';")).toEqual([
      './b.ts',
      './c.ts',
      './styles.ts',
    ]);
  });
});
