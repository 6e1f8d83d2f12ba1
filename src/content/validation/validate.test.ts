import { describe, expect, it } from 'vitest';
import { formatPath, locate, parseJsonSource } from './json-source';
import { lineStarts, positionAt } from './positions';
import { quote } from '../../schema/messages';
import { formatError } from './validate';
import { describeValue, suggest } from './zod-issues';

describe('the error formatter', () => {
  it('prints file, line:column, JSON path and message on one line', () => {
    expect(
      formatError({
        file: 'pages/about.json',
        line: 41,
        column: 17,
        path: ['sections', 3, 'itmes'],
        message: 'unknown key; did you mean "items"?',
        name: 'UnknownKey',
      }),
    ).toBe('pages/about.json:41:17 sections[3].itmes: unknown key; did you mean "items"? [UnknownKey]');
    expect(
      formatError({ file: 'pages/x.json', line: 1, column: 1, path: [], message: 'malformed JSON: value expected', name: 'MalformedJson' }),
    ).toBe('pages/x.json:1:1 malformed JSON: value expected [MalformedJson]');
    expect(formatError({ file: 'pages/site.json', path: [], message: 'file not found', name: 'MissingFile' })).toBe(
      'pages/site.json: file not found [MissingFile]',
    );
    expect(
      formatError({
        file: 'pages/a.json',
        line: 3,
        column: 12,
        path: ['route'],
        message: 'route "/b"',
        name: 'RouteNotFilePath',
        warning: true,
      }),
    ).toBe('pages/a.json:3:12 warning: route: route "/b" [RouteNotFilePath]');
  });

  it('keeps every error on one line, whatever a document holds', () => {
    const error = {
      file: 'pages/x.json',
      line: 2,
      column: 3,
      path: ['a'],
      message: 'got "line\nbreak\u2028and\rreturn"',
      name: 'WrongType' as const,
    };
    expect(formatError(error)).toBe('pages/x.json:2:3 a: got "line\\nbreak\\u2028and\\rreturn" [WrongType]');
    expect(quote('say "hi"\n')).toBe('"say \\"hi\\"\\n"');
    expect(quote('x'.repeat(100))).toBe(`"${'x'.repeat(57)}..."`);
  });

  it('writes paths the way JavaScript does', () => {
    expect(formatPath(['sections', 3, 'items', 0, 'title'])).toBe('sections[3].items[0].title');
    expect(formatPath(['profiles', 'my-site'])).toBe('profiles["my-site"]');
    expect(formatPath(['a', 'two\nlines "quoted"'])).toBe('a["two\\nlines \\"quoted\\""]');
    expect(formatPath([])).toBe('');
  });

  it('counts lines and columns from 1', () => {
    const starts = lineStarts('ab\ncd');
    expect(positionAt(starts, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(starts, 2)).toEqual({ line: 1, column: 3 });
    expect(positionAt(starts, 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt(starts, 4)).toEqual({ line: 2, column: 2 });
  });

  it('counts Windows and old Mac line ends as one line end each', () => {
    const starts = lineStarts('a\r\nb\rc\n\nd');
    expect(positionAt(starts, 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt(starts, 5)).toEqual({ line: 3, column: 1 });
    expect(positionAt(starts, 8)).toEqual({ line: 5, column: 1 });
  });

  it('points at a key for unknown keys and at the parent for missing ones', () => {
    const { source } = parseJsonSource('x.json', '{\n  "a": {\n    "typo": 1\n  }\n}');
    expect(locate(source!, ['a', 'typo'], true)).toEqual({ line: 3, column: 5 });
    expect(locate(source!, ['a', 'typo'])).toEqual({ line: 3, column: 13 });
    expect(locate(source!, ['a', 'missing'])).toEqual({ line: 2, column: 8 });
  });

  it('reports only the first syntax error, with its position', () => {
    const { source, errors } = parseJsonSource('x.json', '{\n  "a": 1,\n}');
    expect(source).toBeUndefined();
    // At the comma itself, not at the "}" where the parser noticed it.
    expect(errors).toEqual([
      { line: 2, column: 9, path: [], message: { name: 'TrailingComma', text: 'JSON does not allow a comma before }; remove this comma' } },
    ]);
  });

  it.each([
    ['{"a": [1, 2,\n]}', '1:12', 'JSON does not allow a comma before ]; remove this comma'],
    ['{"a": 1, // note\n "b": 2}', '1:10', 'JSON does not allow comments; remove this comment'],
    ['{"a": /* note */ 1}', '1:7', 'JSON does not allow comments; remove this comment'],
    ["{'a': 1}", '1:2', 'JSON writes text in double quotes ("…"), not single quotes'],
    ['{"a": \'x\'}', '1:7', 'JSON writes text in double quotes ("…"), not single quotes'],
    ['{"a": 1\n  "b": 2}', '1:8', 'missing comma before this value; JSON separates items and fields with ","'],
    ['{"a": 1, b: 2}', '1:10', 'JSON keys are written in double quotes, e.g. "title": …'],
    ['', '1:1', 'malformed JSON: the file is empty'],
  ])('says %j in plain words, at the character at fault', (text, at, message) => {
    const [error] = parseJsonSource('x.json', text).errors;
    expect(`${error.line}:${error.column}`).toBe(at);
    expect(error.message.text).toBe(message);
    expect(parseJsonSource('x.json', '').errors[0].message.text).toMatch(/empty|expected/);
  });

  it('suggests a near name and nothing for a far one', () => {
    expect(suggest('itmes', ['items', 'heading'])).toBe('items');
    expect(suggest('colour', ['items', 'heading'])).toBeUndefined();
    expect(suggest('x', [])).toBeUndefined();
  });

  it('describes what it found in plain words', () => {
    expect(describeValue(97)).toBe('number 97');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(null)).toBe('null');
    expect(describeValue('x'.repeat(80))).toHaveLength(62);
  });
});
