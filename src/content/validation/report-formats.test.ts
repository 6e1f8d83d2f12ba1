import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { escapeData, escapeProperty, githubAnnotation, jsonReport, parseValidateArgs, renderReport } from './report-formats';
import type { ValidationError } from './validate';

const typo: ValidationError = {
  file: 'pages/about.json',
  line: 41,
  column: 17,
  path: ['sections', 3, 'itmes'],
  message: 'unknown key; did you mean "items"?',
  name: 'UnknownKey',
};
const missing: ValidationError = { file: 'pages/site.json', path: [], message: 'file not found', name: 'MissingFile' };
const mismatch: ValidationError = {
  file: 'pages/talks.json',
  line: 3,
  column: 12,
  path: ['route'],
  message: 'route "/speaking" does not match the file\'s path',
  name: 'RouteNotFilePath',
  warning: true,
};

describe('the command line', () => {
  it('defaults to the human format and keeps the named files', () => {
    expect(parseValidateArgs([])).toEqual({ format: 'human', files: [], strict: false });
    expect(parseValidateArgs(['./pages/a.json', 'pages/b.json'])).toEqual({
      format: 'human',
      files: ['pages/a.json', 'pages/b.json'],
      strict: false,
    });
    expect(parseValidateArgs(['--format', 'github'])).toEqual({ format: 'github', files: [], strict: false });
    expect(parseValidateArgs(['--strict'])).toEqual({ format: 'human', files: [], strict: true });
    expect(parseValidateArgs(['--format=json', 'pages/a.json'])).toEqual({ format: 'json', files: ['pages/a.json'], strict: false });
  });

  it('refuses an unknown format or option with a message', () => {
    expect(parseValidateArgs(['--format', 'xml'])).toEqual({ error: expect.stringContaining('human, github, json') });
    expect(parseValidateArgs(['--colour'])).toEqual({ error: expect.stringContaining('--colour') });
  });
});

describe('GitHub annotations', () => {
  it('escape data and properties the way actions/toolkit does', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeData('a: b, c')).toBe('a: b, c');
    expect(escapeProperty('pages/a:b,c%.json')).toBe('pages/a%3Ab%2Cc%25.json');
  });

  it('point at the file, line and column', () => {
    expect(githubAnnotation(typo)).toBe(
      '::error file=pages/about.json,line=41,col=17,title=npm run validate::sections[3].itmes: unknown key; did you mean "items"?',
    );
  });

  it('name only the file for a whole-file error, and keep one annotation on one line', () => {
    expect(githubAnnotation(missing)).toBe('::error file=pages/site.json,title=npm run validate::file not found');
    const odd = githubAnnotation({ ...typo, file: 'pages/a,b:c.json', message: 'line\nbreak, 50%' });
    expect(odd).toBe('::error file=pages/a%2Cb%3Ac.json,line=41,col=17,title=npm run validate::sections[3].itmes: line%0Abreak, 50%25');
    expect(odd).not.toMatch(/[\r\n]/);
  });

  it('name files from the repository root when SITE_ROOT is another folder', () => {
    expect(githubAnnotation(missing, 'tests/fixtures/site')).toContain('file=tests/fixtures/site/pages/site.json,');
    expect(githubAnnotation(missing, './tests/fixtures/site/')).toContain('file=tests/fixtures/site/pages/site.json,');
    expect(githubAnnotation(missing, '.')).toContain('file=pages/site.json,');
  });
});

describe('the JSON report', () => {
  it('is an array of {file, line, column, path, message}', () => {
    expect(JSON.parse(jsonReport([typo, missing]))).toEqual([
      {
        file: 'pages/about.json',
        line: 41,
        column: 17,
        path: 'sections[3].itmes',
        message: 'unknown key; did you mean "items"?',
        name: 'UnknownKey',
        severity: 'error',
      },
      { file: 'pages/site.json', line: null, column: null, path: '', message: 'file not found', name: 'MissingFile', severity: 'error' },
    ]);
    expect(JSON.parse(jsonReport([]))).toEqual([]);
  });

  it('leaves stdout to the JSON alone', () => {
    const report = renderReport([typo], { format: 'json', documents: 3, ms: 5 });
    expect(JSON.parse(report.stdout)).toHaveLength(1);
    expect(report.stderr).toBe('1 error in 1 file(s).\n');
    expect(report.exitCode).toBe(1);
    const clean = renderReport([], { format: 'json', documents: 3, ms: 5 });
    expect(JSON.parse(clean.stdout)).toEqual([]);
    expect(clean.exitCode).toBe(0);
  });
});

describe('the whole report', () => {
  it('for people: one line per error on stderr, then the count', () => {
    const report = renderReport([typo, missing], { format: 'human', documents: 3, ms: 5 });
    expect(report).toEqual({
      stdout: '',
      stderr:
        'pages/about.json:41:17 sections[3].itmes: unknown key; did you mean "items"? [UnknownKey]\npages/site.json: file not found [MissingFile]\n\n2 errors in 2 file(s).\n',
      exitCode: 1,
    });
    expect(renderReport([], { format: 'human', documents: 3, ms: 5 })).toEqual({
      stdout: 'All 3 document(s) valid (5 ms).\n',
      stderr: '',
      exitCode: 0,
    });
  });

  it('for GitHub: annotations on stdout, the count on stderr', () => {
    const report = renderReport([typo, missing], { format: 'github', documents: 3, ms: 5 });
    expect(report.stdout.trimEnd().split('\n')).toEqual([githubAnnotation(typo), githubAnnotation(missing)]);
    expect(report.stderr).toBe('2 errors in 2 file(s).\n');
  });
});

describe('the CI workflow', () => {
  const workflow = parse(readFileSync('.github/workflows/validate.yml', 'utf8'));

  it('runs on every pull request with Node 20', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    const steps = Object.values(workflow.jobs as Record<string, { steps: { uses?: string; run?: string; with?: object }[] }>)[0].steps;
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with).toMatchObject({ 'node-version': 20 });
    expect(steps.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npm run validate -- --format github']);
  });

  it('runs a format the validator accepts', () => {
    expect(parseValidateArgs(['--format', 'github'])).toEqual({ format: 'github', files: [], strict: false });
    expect(parseValidateArgs(['--strict'])).toEqual({ format: 'human', files: [], strict: true });
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.scripts.validate).toBeDefined();
  });
});

describe('warnings', () => {
  it('are annotated as warnings and fail nothing, unless strict', () => {
    expect(githubAnnotation(mismatch)).toMatch(/^::warning file=pages\/talks.json,line=3,col=12,/);
    const lenient = renderReport([], { format: 'human', documents: 3, ms: 5, warnings: [mismatch], detail: () => '  hint: rename\n' });
    expect(lenient.exitCode).toBe(0);
    expect(lenient.stderr).toContain(
      'warning: route: route "/speaking" does not match the file\'s path [RouteNotFilePath]\n  hint: rename',
    );
    expect(lenient.stdout).toBe('All 3 document(s) valid, 1 warning (5 ms).\n');
    const strict = renderReport([], { format: 'json', documents: 3, ms: 5, warnings: [mismatch], strict: true });
    expect(strict.exitCode).toBe(1);
    expect(JSON.parse(strict.stdout)[0]).toMatchObject({ name: 'RouteNotFilePath', severity: 'warning' });
  });
});
