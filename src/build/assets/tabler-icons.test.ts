import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ResolvedConfig } from 'vite';
import { expect, it } from 'vitest';
import { tablerIcons } from './tabler-icons';

const require = createRequire(import.meta.url);

const transformed = (command: 'serve' | 'build', code: string) => {
  const plugin = tablerIcons();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ command } as ResolvedConfig);
  return (plugin.transform as (code: string, id: string) => string | undefined)(code, '/src/ui/Card.tsx');
};

it('takes each icon from its own file in the dev server, and leaves the text of an import in a string alone', () => {
  const code = [
    "import {\n  IconArrowRight,\n  IconRss as Feed,\n  type Icon,\n} from '@tabler/icons-react';",
    "import { createReactComponent } from '@tabler/icons-react';",
    "const example = `import { IconRss } from '@tabler/icons-react';`;",
  ].join('\n');
  const out = transformed('serve', code)!;
  const files = [...out.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
  expect(out).toContain("import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';");
  expect(out).toContain("import Feed from '@tabler/icons-react/dist/esm/icons/IconRss.mjs';");
  expect(out).toContain("import createReactComponent from '@tabler/icons-react/dist/esm/createReactComponent.mjs';");
  expect(out).not.toContain('Icon from');
  expect(out).toContain("const example = `import { IconRss } from '@tabler/icons-react';`;");
  for (const file of files.filter((f) => f.endsWith('.mjs'))) expect(existsSync(require.resolve(file)), file).toBe(true);
});

it('leaves a build to take the icons from the package, which keeps only those used', () => {
  expect(transformed('build', "import { IconRss } from '@tabler/icons-react';")).toBeUndefined();
});
