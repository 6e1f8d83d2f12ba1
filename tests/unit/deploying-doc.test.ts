import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The size of the build follows the owner's pages: a figure written into the guide goes stale with the first edit.
it("docs/deploying.md tells how to measure the build's files and size, rather than stating figures", () => {
  const text = readFileSync(join(import.meta.dirname, '../../docs/deploying.md'), 'utf8');
  const whatTheBuildWrites = text.slice(
    text.indexOf('## What the build writes'),
    text.indexOf('\n## ', text.indexOf('## What the build writes') + 1),
  );
  expect(whatTheBuildWrites.match(/\b\d[\d,.]* (files|MB)\b/g)).toBeNull();
  expect(whatTheBuildWrites).toContain('npm run build -- --verbose');
});
