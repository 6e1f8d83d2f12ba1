/**
 * How `npm run validate` reports: for people (the default), as GitHub workflow
 * annotations (so a mistake shows on the pull request's diff), or as JSON for other tools.
 * Pure functions: the CLI (scripts/validate.ts) only prints what these return.
 */
import { parseArgs } from 'node:util';
import { hintOf } from '../../schema/messages';
import { codeFrame, linesOf } from './code-frame';
import { formatPath } from './json-source';
import { formatError, type ValidationError, type ValidationResult } from './validate';

export const REPORT_FORMATS = ['human', 'github', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ValidateArgs {
  format: ReportFormat;
  /** Only these files' errors are reported (paths as the validator names them, e.g. "pages/about.json"). */
  files: string[];
  /** Warnings fail the run too. */
  strict: boolean;
}

/** `[--format human|github|json] [--strict] [files…]`; a usage error comes back as a message rather than a throw. */
export function parseValidateArgs(argv: string[]): ValidateArgs | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { format: { type: 'string', short: 'f' }, strict: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const format = parsed.values.format ?? 'human';
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) {
    return { error: `unknown --format ${JSON.stringify(format)}; use one of ${REPORT_FORMATS.join(', ')}` };
  }
  return {
    format: format as ReportFormat,
    files: parsed.positionals.map((f) => f.replace(/^\.\//, '')),
    strict: parsed.values.strict ?? false,
  };
}

/** GitHub's escaping for a workflow command's message (actions/toolkit `escapeData`). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub's escaping for a workflow command's property value (actions/toolkit `escapeProperty`). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Joins the site folder (SITE_ROOT, relative to the repository) and a validator path, so annotations land on the right file. */
function inRepo(file: string, siteDir: string): string {
  const dir = siteDir
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+|\/$/g, '')
    .replace(/^\.$/, '');
  return dir ? `${dir}/${file}` : file;
}

/** `::error file=pages/x.json,line=3,col=5::sections[0].title: expected string, got number` (`::warning` for a warning) */
export function githubAnnotation(error: ValidationError, siteDir = ''): string {
  const props = [`file=${escapeProperty(inRepo(error.file, siteDir))}`];
  if (error.line !== undefined) props.push(`line=${error.line}`);
  if (error.column !== undefined) props.push(`col=${error.column}`);
  props.push(`title=${escapeProperty('npm run validate')}`);
  const message = error.path.length ? `${formatPath(error.path)}: ${error.message}` : error.message;
  return `::${error.warning ? 'warning' : 'error'} ${props.join(',')}::${escapeData(message)}`;
}

export interface JsonReportEntry {
  file: string;
  /** null when the whole file is at fault (missing, unreadable). */
  line: number | null;
  column: number | null;
  path: string;
  message: string;
  /** The message's name in docs/errors.md, e.g. "UnknownKey". */
  name?: string;
  severity: 'error' | 'warning';
}

/** A JSON array of `{file, line, column, path, message, name, severity}`, one entry per problem (empty when all is valid). */
export function jsonReport(errors: ValidationError[], siteDir = ''): string {
  const entries: JsonReportEntry[] = errors.map((e) => ({
    file: inRepo(e.file, siteDir),
    line: e.line ?? null,
    column: e.column ?? null,
    path: formatPath(e.path),
    message: e.message,
    name: e.name,
    severity: e.warning ? 'warning' : 'error',
  }));
  return `${JSON.stringify(entries, null, 2)}\n`;
}

export interface Report {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
}

/**
 * For people: what follows each error's line, the offending line with a caret and what to do.
 * Each file is read and split once, however many errors it holds (10,000 errors in one file print in well under a second).
 * `read` may throw: a file that cannot be read gets no frame.
 */
export function humanDetail(read: (file: string) => string, color: boolean): (problem: ValidationError) => string {
  const files = new Map<string, readonly string[] | undefined>();
  const linesOfFile = (file: string) => {
    if (!files.has(file)) {
      try {
        files.set(file, linesOf(read(file)));
      } catch {
        files.set(file, undefined);
      }
    }
    return files.get(file);
  };
  return (error) => {
    const lines = error.line === undefined ? undefined : linesOfFile(error.file);
    const frame = lines && error.line !== undefined ? codeFrame(lines, error.line, error.column ?? 1, { color }) : '';
    const hint = hintOf(error.name);
    return `${frame ? `${frame}\n` : ''}${hint ? `  hint: ${hint}\n` : ''}`;
  };
}

/**
 * The whole report of one run. Machine formats own stdout (the JSON is the only thing there);
 * the count of errors and the all-clear line go to stderr for them, as they do for people.
 */
export function renderReport(
  errors: ValidationError[],
  options: {
    format: ReportFormat;
    documents: number;
    ms: number;
    siteDir?: string;
    warnings?: ValidationError[];
    /** Warnings fail the run too. */
    strict?: boolean;
    /** For people: what follows each line (the code frame and the hint). */
    detail?: (problem: ValidationError) => string;
  },
): Report {
  const { format, documents, ms, siteDir = '', warnings = [], strict = false, detail = () => '' } = options;
  const problems = [...errors, ...warnings];
  const failing = strict ? problems : errors;
  const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
  const summary = failing.length
    ? `${errors.length} error${errors.length === 1 ? '' : 's'}${warned} in ${new Set(failing.map((e) => e.file)).size} file(s).`
    : `All ${documents} document(s) valid${warned} (${ms} ms).`;
  const exitCode = failing.length ? 1 : 0;
  const lines = (list: string[]) => list.map((l) => `${l}\n`).join('');
  switch (format) {
    case 'json':
      return { stdout: jsonReport(problems, siteDir), stderr: `${summary}\n`, exitCode };
    case 'github':
      return { stdout: lines(problems.map((e) => githubAnnotation(e, siteDir))), stderr: `${summary}\n`, exitCode };
    case 'human': {
      const report = problems.map((e) => `${formatError(e)}\n${detail(e)}`).join('');
      return exitCode || problems.length
        ? { stdout: exitCode ? '' : `${summary}\n`, stderr: `${report}\n${exitCode ? `${summary}\n` : ''}`, exitCode }
        : { stdout: `${summary}\n`, stderr: '', exitCode };
    }
  }
}

/** The validation report that stops a build and fills the dev overlay. */
export function describeErrors(result: ValidationResult): string {
  const count = result.errors.length;
  return `${count} error${count === 1 ? '' : 's'} in the page documents:\n${result.errors.map(formatError).join('\n')}`;
}
