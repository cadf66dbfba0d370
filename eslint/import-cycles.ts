import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles between the project's own modules, found over the whole import graph at once.
 * It replaced ESLint's import-x/no-cycle, which walked the graph again from every file and took
 * three quarters of the linter's time (14 of 19 s). What loads a module at run time counts:
 * imports, re-exports and `import()`; `import type` and `export type` do not, and packages
 * (anything not starting with `.`) are left out.
 */

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
/** What ESLint leaves out too: build output, data, scratch folders (at the top), dependencies (anywhere). */
const SKIPPED_TOP_FOLDERS = new Set(['dist', 'data', '.tmp', '.git', 'test-results']);

/** Every source file below `root`, as paths relative to it with forward slashes. */
export function projectSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        const skipped =
          entry.name === 'node_modules' || (!folder && (SKIPPED_TOP_FOLDERS.has(entry.name) || entry.name.startsWith('.tmp')));
        if (!skipped) walk(relative);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Only `import type` and `export type` vanish whole. Under verbatimModuleSyntax (tsconfig.json)
 * `import { type A } from './a.ts'` stays as `import {} from './a.ts'` and still loads the module,
 * so it counts (import-x/no-cycle left it out).
 */
const typeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean =>
  ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;

/** The module specifiers a file loads at run time: imports, re-exports and `import()`. */
export function runtimeImports(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!typeOnly(node) && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!typeOnly(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  // Only a file that mentions import( needs its whole tree read; otherwise the top level will do.
  if (text.includes('import(')) visit(source);
  else source.statements.forEach(visit);
  return specifiers;
}

/** The project file a relative specifier names (with or without its extension), if any. */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/**
 * Every group of files that import each other in a circle (Tarjan's strongly connected
 * components), each listed from its first file in name order; a file importing itself counts.
 */
export function findImportCycles(files: Map<string, string>): string[][] {
  const known = new Set(files.keys());
  const edges = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = runtimeImports(file, text)
      .map((specifier) => resolveSpecifier(file, specifier, known))
      .filter((target): target is string => target !== undefined);
    edges.set(file, [...new Set(targets)]);
  }

  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of [...known].sort()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.file)!;
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || edges.get(frame.file)!.includes(frame.file)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
