import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import-boundary rule in eslint.config.js, run through ESLint itself on small snippets placed in the tree.
const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

interface Case {
  name: string;
  /** Where the snippet pretends to live. */
  file: string;
  /** What it imports, relative to that file; must name a real module. */
  from: string;
}

const forbidden: Case[] = [
  { name: 'one feature importing another', file: 'src/client/features/dashboard/boundary-probe.tsx', from: '../plans/plans-page' },
  { name: 'a feature reaching into another feature’s api', file: 'src/client/features/plans/boundary-probe.ts', from: '../settings/api/domains' },
  { name: 'shared importing the server', file: 'src/shared/boundary-probe.ts', from: '../server/config' },
  { name: 'shared importing the site', file: 'src/shared/boundary-probe.ts', from: '../site/site-page' },
  { name: 'shared importing the client', file: 'src/shared/boundary-probe.ts', from: '../client/paths' },
  { name: 'the site importing the client', file: 'src/site/boundary-probe.ts', from: '../client/paths' },
  { name: 'the site importing the server', file: 'src/site/boundary-probe.ts', from: '../server/config' },
  { name: 'the server importing the client', file: 'src/server/boundary-probe.ts', from: '../client/paths' },
  { name: 'the client importing the server', file: 'src/client/features/editor/boundary-probe.ts', from: '../../../server/config' },
  { name: 'components importing a feature', file: 'src/client/components/boundary-probe.tsx', from: '../features/plans/plans-page' },
  { name: 'lib importing a feature', file: 'src/client/lib/boundary-probe.ts', from: '../features/settings/api/domains' },
  { name: 'an api call importing a feature', file: 'src/client/api/boundary-probe.ts', from: '../features/settings/api/domains' },
];

const allowed: Case[] = [
  { name: 'a feature importing its own parts', file: 'src/client/features/settings/boundary-probe.ts', from: './api/domains' },
  { name: 'a feature importing an api call', file: 'src/client/features/plans/boundary-probe.ts', from: '../../api/get-account' },
  { name: 'a feature importing lib', file: 'src/client/features/plans/boundary-probe.ts', from: '../../lib/api-client' },
  { name: 'a feature importing the site', file: 'src/client/features/editor/boundary-probe.ts', from: '../../../site/site-page' },
  { name: 'components importing an api call', file: 'src/client/components/boundary-probe.tsx', from: '../api/get-account' },
  { name: 'the router importing a feature', file: 'src/client/boundary-probe.tsx', from: './features/plans/plans-page' },
  { name: 'the client importing shared', file: 'src/client/lib/boundary-probe.ts', from: '../../shared/hash' },
  { name: 'the server importing the site', file: 'src/server/boundary-probe.ts', from: '../site/site-page' },
  { name: 'the server importing shared', file: 'src/server/boundary-probe.ts', from: '../shared/hash' },
  { name: 'the site importing shared', file: 'src/site/boundary-probe.ts', from: '../shared/hash' },
  { name: 'shared importing shared', file: 'src/shared/boundary-probe.ts', from: './hash' },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

async function boundaryErrors({ file, from }: Case, snippet = `import * as probe from '${from}';\nexport default probe;\n`) {
  const filePath = path.join(root, file);
  // A snippet whose import does not resolve would pass for the wrong reason.
  const target = path.resolve(path.dirname(filePath), from);
  expect(['.ts', '.tsx'].some((ext) => existsSync(target + ext)), `${from} from ${file} names no module`).toBe(true);
  const [result] = await eslint.lintText(snippet, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE);
}

describe('import boundaries (npm run lint)', () => {
  it.each(forbidden)('refuses $name', async (probe) => {
    const errors = await boundaryErrors(probe);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each(allowed)('allows $name', async (probe) => {
    expect(await boundaryErrors(probe)).toEqual([]);
  });

  it('catches type-only, re-exported and lazily loaded imports too', async () => {
    const probe = forbidden[0] as Case;
    for (const snippet of [
      `import type * as probe from '${probe.from}';\nexport type Probe = typeof probe;\n`,
      `export { default } from '${probe.from}';\n`,
      `export const load = () => import('${probe.from}');\n`,
    ]) {
      expect(await boundaryErrors(probe, snippet), snippet).toHaveLength(1);
    }
  });
});
