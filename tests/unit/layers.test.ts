import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });
// The floors, lowest first, as the lint rule lists them.
const { LAYERS } = (await import('../../eslint.config.js' as string)) as { LAYERS: string[] };

/** The import rules' messages for one line of code, as if it were written in `file`. */
async function refusals(file: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport {};\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('npm run lint keeps the floors of src/ in one direction', () => {
  it.each(LAYERS.flatMap((floor, i) => LAYERS.slice(i + 1).map((above) => [floor, above])))(
    'refuses an import from src/%s of src/%s',
    async (floor, above) => {
      expect(await refusals(`src/${floor}/x.ts`, `import { y } from '../${above}/y';`)).toEqual([
        expect.stringContaining(`src/${floor} may not import`),
      ]);
      // A type is a dependency too.
      expect(await refusals(`src/${floor}/deep/x.ts`, `import type { Y } from '../../${above}/y';`)).toHaveLength(1);
    },
  );

  it.each(LAYERS.flatMap((floor, i) => LAYERS.slice(0, i).map((below) => [floor, below])))(
    'lets src/%s import src/%s',
    async (floor, below) => {
      expect(await refusals(`src/${floor}/x.ts`, `import { y } from '../${below}/y';`)).toEqual([]);
    },
  );

  it("refuses a block's import of another block, and lets it use what blocks share", async () => {
    expect(await refusals('src/blocks/steps/Steps.tsx', "import { Prose } from '../prose/Prose';")).toEqual([
      expect.stringContaining('A block imports no other block'),
    ]);
    expect(await refusals('src/blocks/steps/index.ts', "import { defineBlock } from '../define';")).toEqual([]);
    expect(await refusals('src/blocks/steps/Steps.tsx', "import { Card } from '../../ui/Card';")).toEqual([]);
  });

  it("refuses the site's entries the tooling, and lets tests reach anywhere", async () => {
    expect(await refusals('src/entry-server.tsx', "import { x } from './build/x';")).toEqual([
      expect.stringContaining('import no tooling'),
    ]);
    expect(await refusals('src/entry-server.tsx', "import { App } from './app/App';")).toEqual([]);
    expect(await refusals('src/schema/links.test.ts', "import { App } from '../app/App';")).toEqual([]);
  });
});
