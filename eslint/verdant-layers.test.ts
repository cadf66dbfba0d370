// Each layer rule is shown to fail on a deliberate violation, through the project's real ESLint
// configuration (so a rule that is switched off or mis-scoped fails here too).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
// Files written under the project (ESLint only lints inside its cwd); .tmp/ is ignored by git.
const probeRoot = fs.mkdtempSync(path.join(projectRoot, '.tmp-lint-probe-'));
const eslint = new ESLint({ cwd: projectRoot, ignore: false });

afterAll(() => fs.rmSync(probeRoot, { recursive: true, force: true }));

/** Writes the probe files and lints the first; answers the rule ids and messages reported. */
async function lintProbe(files: Record<string, string>): Promise<{ ruleId: string | null; message: string }[]> {
  const written = Object.entries(files).map(([relative, text]) => {
    const file = path.join(probeRoot, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  });
  const [result] = await eslint.lintFiles([written[0]!]);
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const layerErrors = (messages: { ruleId: string | null; message: string }[]) =>
  messages.filter((message) => message.ruleId === 'verdant/layers');

describe('the layer rule (eslint/verdant-layers.js)', () => {
  it.each([
    [
      'the site imports the server',
      'src/site/server/a.ts',
      "import { x } from '../../server/lib/x.ts';\nexport const y = x;\n",
      'src/site may not import src/server',
    ],
    [
      'the admin imports the server',
      'src/admin/features/a.ts',
      "import { x } from '../../server/lib/x.ts';\nexport const y = x;\n",
      'src/admin may not import src/server',
    ],
    [
      'the server imports the site',
      'src/server/domains/pages/a.ts',
      "import { x } from '../../../site/server/x.ts';\nexport const y = x;\n",
      'src/server may not import src/site',
    ],
    [
      'the server imports the admin',
      'src/server/lib/a.ts',
      "import { x } from '../../admin/lib/x.ts';\nexport const y = x;\n",
      'src/server may not import src/admin',
    ],
    [
      'shared imports the server',
      'src/shared/a.ts',
      "import { x } from '../server/lib/x.ts';\nexport const y = x;\n",
      'src/shared may not import src/server',
    ],
    [
      'the admin imports the site',
      'src/admin/features/a.ts',
      "import { x } from '../../site/blocks/x.ts';\nexport const y = x;\n",
      'src/admin may not import src/site',
    ],
    [
      'shared imports the site',
      'src/shared/a.ts',
      "import { x } from '../site/blocks/x.ts';\nexport const y = x;\n",
      'src/shared may not import src/site',
    ],
    [
      'shared imports the admin',
      'src/shared/a.ts',
      "import { x } from '../admin/lib/x.ts';\nexport const y = x;\n",
      'src/shared may not import src/admin',
    ],
    [
      'the site imports the admin',
      'src/site/browser/a.ts',
      "import { x } from '../../admin/lib/x.ts';\nexport const y = x;\n",
      'src/site may not import src/admin',
    ],
    [
      'site browser code imports site server code',
      'src/site/browser/a.ts',
      "import { x } from '../server/x.ts';\nexport const y = x;\n",
      'site/browser may not import site/server',
    ],
    [
      'site browser code imports node:fs',
      'src/site/browser/a.ts',
      "import fs from 'node:fs';\nexport const y = fs;\n",
      'is a Node built-in',
    ],
    ['admin code imports path', 'src/admin/lib/a.ts', "import path from 'path';\nexport const y = path;\n", 'is a Node built-in'],
    [
      'shared code imports node:crypto',
      'src/shared/a.ts',
      "import { randomBytes } from 'node:crypto';\nexport const y = randomBytes;\n",
      'is a Node built-in',
    ],
    ['a site block imports node:fs', 'src/site/blocks/a.tsx', "import fs from 'node:fs';\nexport const y = fs;\n", 'is a Node built-in'],
    [
      'a computed import string',
      'src/site/server/c.ts',
      "const name = './x.ts';\nexport const load = () => import(name);\n",
      'Import with a plain string',
    ],
    [
      "a domain imports another domain's repository",
      'src/server/domains/pages/a.ts',
      "import { x } from '../media/media.repository.ts';\nexport const y = x;\n",
      "may not import the media domain's repository",
    ],
  ])('reports %s', async (_label, file, text, expected) => {
    const errors = layerErrors(await lintProbe({ [file]: text }));
    expect(errors.map((error) => error.message).join('\n')).toContain(expected);
  });

  it.each([
    ['the server imports shared', 'src/server/lib/b.ts', "import { x } from '../../shared/x.ts';\nexport const y = x;\n"],
    ['the wiring imports the site server', 'src/server/deps.ts', "import { x } from '../site/server/x.ts';\nexport const y = x;\n"],
    [
      'a domain imports its own repository',
      'src/server/domains/pages/b.ts',
      "import { x } from './pages.repository.ts';\nexport const y = x;\n",
    ],
    ['site server code imports node:fs', 'src/site/server/b.ts', "import fs from 'node:fs';\nexport const y = fs;\n"],
    [
      'a site test uses the server test support',
      'src/site/server/b.test.ts',
      "import { x } from '../../server/test-support/x.ts';\nexport const y = x;\n",
    ],
  ])('allows %s', async (_label, file, text) => {
    expect(layerErrors(await lintProbe({ [file]: text }))).toEqual([]);
  });
});

describe('the React hooks rules', () => {
  it('report a hook called conditionally', async () => {
    const messages = await lintProbe({
      'src/admin/lib/hook-probe.tsx':
        "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) {\n    const [value] = useState(0);\n    return value;\n  }\n  return null;\n}\n",
    });
    expect(messages.map((message) => message.ruleId)).toContain('react-hooks/rules-of-hooks');
  });
});
