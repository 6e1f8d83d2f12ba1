import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The floors of src/, lowest first: each imports only the floors below it (docs/architecture.md#layers). The site
 * (schema to app) never imports the tooling above it (content, build, editor); nothing imports the editor.
 */
export const LAYERS = ['schema', 'behaviours', 'ui', 'blocks', 'app', 'content', 'build', 'editor'];

const upward = (floor) => LAYERS.slice(LAYERS.indexOf(floor) + 1);
const importsOf = (floors, message) => ({
  regex: `^(\\.\\./)+(${floors.join('|')})(/|$)`,
  message,
});
const direction =
  'imports run downward: schema ← behaviours ← ui ← blocks ← app, then content ← build ← editor (docs/architecture.md#layers)';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '*.building-*', '.cache', 'schemas', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // One rule per floor, type imports included: a type still means one folder must be read to understand another.
  // Tests (and a block's browser check, shown.e2e.ts) may reach across layers to set up what they check.
  ...LAYERS.filter((floor) => upward(floor).length > 0).map((floor) => ({
    files: [`src/${floor}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [importsOf(upward(floor), `src/${floor} may not import ${upward(floor).join(', ')}: ${direction}`)] },
      ],
    },
  })),
  // A block's files import the layers below and its own folder, never another block's folder.
  {
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            importsOf(upward('blocks'), `src/blocks may not import ${upward('blocks').join(', ')}: ${direction}`),
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A block imports no other block; what blocks share sits in src/blocks/ or a floor below',
            },
          ],
        },
      ],
    },
  },
  // A block's component ships to the browser: it takes only types from its schema, or zod ships with it (and zod's
  // test for eval breaks the page's Content-Security-Policy).
  {
    files: ['src/blocks/*/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./schema$', allowTypeImports: true, message: 'A component imports only types from its schema' }] },
      ],
    },
  },
  {
    files: ['src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./(content|build|editor)(/|$)', message: `The site's entries import no tooling: ${direction}` }] },
      ],
    },
  },
);
