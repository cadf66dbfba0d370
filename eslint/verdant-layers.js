// Verdant's layer rules as one ESLint rule, so the import graph keeps the plan of the house:
// shared ← server, admin, site; the three never import each other (only the server's wiring
// files may import the site); browser code never imports Node built-ins; a server domain never
// imports another domain's repository. Tests may also use the server's test-support.
import { builtinModules } from 'node:module';
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('eslint').Rule.Node} RuleNode */
/** @typedef {'shared' | 'server' | 'admin' | 'site'} Layer */

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const SRC = `${path.sep}src${path.sep}`;

/** The layer of a file: 'shared', 'server', 'admin', 'site', or null outside src/. */
/** @param {string} file @returns {Layer | null} */
function layerOf(file) {
  const index = file.lastIndexOf(SRC);
  if (index < 0) return null;
  const [layer] = file.slice(index + SRC.length).split(path.sep);
  return layer === 'shared' || layer === 'server' || layer === 'admin' || layer === 'site' ? layer : null;
}

/** @param {string} file */
function srcRelative(file) {
  const index = file.lastIndexOf(SRC);
  return index < 0
    ? null
    : file
        .slice(index + SRC.length)
        .split(path.sep)
        .join('/');
}

/** `domains/<name>/…` → name (sub-folders such as pages/publication belong to their domain). */
/** @param {string | null} relative */
function serverDomainOf(relative) {
  const match = /^server\/domains\/([^/]+)\//.exec(relative ?? '');
  return match ? match[1] : null;
}

/** @param {string} relative */
const isTestFile = (relative) =>
  /\.(test|e2e)\.tsx?$/.test(relative) || relative.includes('/test-support/') || relative.includes('/testing/');

/** Files that may import across the server/site line: the wiring of the whole application. */
const WIRING_FILES = new Set(['server/app.ts', 'server/deps.ts']);

/**
 * Code that may run in a browser: the admin app, what everyone shares, and all of the site but
 * site/server (blocks, layout, i18n and render context are rendered on the server and pulled into
 * the islands bundle alike, so they must stay free of Node built-ins).
 */
/** @param {string} relative */
const isBrowserCode = (relative) =>
  relative.startsWith('admin/') || relative.startsWith('shared/') || (relative.startsWith('site/') && !relative.startsWith('site/server/'));

const ALLOWED = {
  shared: new Set(['shared']),
  server: new Set(['shared', 'server']),
  admin: new Set(['shared', 'admin']),
  site: new Set(['shared', 'site']),
};

/** @param {RuleContext} context @param {RuleNode} node @param {unknown} specifier */
function check(context, node, specifier) {
  if (typeof specifier !== 'string') return;
  const file = context.filename;
  const fromRelative = srcRelative(file);
  if (!fromRelative) return;
  const fromLayer = layerOf(file);

  if (NODE_BUILTINS.has(specifier) && isBrowserCode(fromRelative) && !isTestFile(fromRelative)) {
    context.report({ node, messageId: 'nodeInBrowser', data: { specifier } });
    return;
  }
  if (!specifier.startsWith('.')) return;

  const target = path.resolve(path.dirname(file), specifier);
  const targetLayer = layerOf(target);
  const targetRelative = srcRelative(target);
  if (!fromLayer || !targetLayer || !targetRelative) return;

  const testSupport = targetRelative.startsWith('server/test-support/');
  const allowed =
    ALLOWED[fromLayer].has(targetLayer) ||
    (WIRING_FILES.has(fromRelative) && targetLayer === 'site' && targetRelative.startsWith('site/server/')) ||
    (isTestFile(fromRelative) && testSupport);
  if (!allowed) {
    context.report({ node, messageId: 'layer', data: { from: fromLayer, to: targetLayer, specifier } });
    return;
  }

  if (fromRelative.startsWith('site/browser/') && targetRelative.startsWith('site/server/')) {
    context.report({ node, messageId: 'browserToServer', data: { specifier } });
    return;
  }

  const fromDomain = serverDomainOf(fromRelative);
  const targetDomain = serverDomainOf(targetRelative);
  if (targetDomain && targetRelative.endsWith('.repository.ts') && targetDomain !== fromDomain && !isTestFile(fromRelative)) {
    context.report({ node, messageId: 'foreignRepository', data: { from: fromDomain ?? fromRelative, to: targetDomain, specifier } });
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the one-way layers of src/ (see the README, "Architecture")' },
    schema: [],
    messages: {
      layer:
        "src/{{from}} may not import src/{{to}} ('{{specifier}}'): shared ← server, admin, site, and those three never import each other (only server/app.ts and server/deps.ts wire in site/server).",
      nodeInBrowser: "'{{specifier}}' is a Node built-in; admin, shared and site code outside site/server can run in the browser.",
      browserToServer: "site/browser may not import site/server ('{{specifier}}'): browser code cannot run Node code.",
      computedImport: 'Import with a plain string, so the type checker and the layer rules can follow the dependency.',
      foreignRepository: "The {{from}} domain may not import the {{to}} domain's repository ('{{specifier}}'); call that domain's service.",
    },
  },
  create(context) {
    return {
      ImportDeclaration: (node) => check(context, node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(context, node, node.source.value),
      ExportAllDeclaration: (node) => check(context, node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') return check(context, node, node.source.value);
        // A computed import string hides the dependency from the type checker and from this rule.
        if (srcRelative(context.filename)) context.report({ node, messageId: 'computedImport' });
      },
    };
  },
};

export default { meta: { name: 'verdant' }, rules: { layers: layersRule } };
