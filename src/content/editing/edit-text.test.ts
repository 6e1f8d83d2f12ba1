import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { editText } from './edit-text';
import { lineDiff, PROJECT_ROOT, scratchCopy } from '../../editor/server/test-support';

// The fixture site's documents, written as the owner's are: an owner's edit to their own pages changes no expectation here.
const scratch = scratchCopy(join(PROJECT_ROOT, 'tests/fixtures/site'), ['pages/about.json', 'pages/cases']);
afterAll(scratch.remove);

const ABOUT = join(scratch.dir, 'pages/about.json');
const CASE_STUDY = join(scratch.dir, 'pages/cases/harbour.json');
const read = (path: string) => readFileSync(path, 'utf8');
const parse = (text: string) => JSON.parse(text.replace(/^\uFEFF/, ''));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents changed as the UI would
/** `text` with `change` made to a copy of its value. */
async function edited(text: string, change: (value: Json) => void): Promise<string> {
  const value = parse(text);
  change(value);
  const result = await editText(text, value);
  expect(parse(result)).toEqual(value);
  return result;
}
/** The text of the value at `path`, as written. */
function written(text: string, path: JSONPath): string {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  return text.slice(node.offset, node.offset + node.length);
}
const prettierClean = async (text: string) => {
  const filepath = join(PROJECT_ROOT, 'pages/about.json');
  return check(text, { ...(await resolveConfig(filepath)), filepath });
};
/** Where the line holding the value at `path` starts. */
const lineStart = (text: string, path: JSONPath) => text.lastIndexOf('\n', findNodeAtLocation(parseTree(text)!, path)!.offset) + 1;
/** `text` with `lines` inserted before the line holding the value at `path`. */
const withLinesBefore = (text: string, path: JSONPath, lines: string[]) => {
  const at = lineStart(text, path);
  return `${text.slice(0, at)}${lines.join('\n')}\n${text.slice(at)}`;
};

/** Where the page header stands among a page's sections. */
const headerOf = (page: Json): number => page.sections.findIndex((section: Json) => section.type === 'page-header');

describe('editText on real documents', () => {
  it('changes one heading on one line', async () => {
    const text = read(ABOUT);
    const result = await edited(text, (about) => (about.sections[1].heading = 'What I Value'));
    expect(lineDiff(text, result)).toEqual([{ removed: ['      "heading": "My Values",'], added: ['      "heading": "What I Value",'] }]);
    expect(await prettierClean(result)).toBe(true);
  });

  it('leaves the text as it is when nothing changed', async () => {
    const text = read(CASE_STUDY);
    expect(await editText(text, parse(text))).toBe(text);
  });

  it('swaps two sections by moving their own text', async () => {
    const text = read(CASE_STUDY);
    // The case study's two columns, wherever the page puts them.
    const columns = (JSON.parse(text) as { sections: { type: string }[] }).sections.findIndex((s) => s.type === 'two-column');
    const first = written(text, ['sections', columns, 'main', 1]);
    const second = written(text, ['sections', columns, 'main', 2]);
    const result = await edited(text, (page) => {
      const main = page.sections[columns].main;
      [main[1], main[2]] = [main[2], main[1]];
    });
    const at = text.indexOf(first);
    const between = text.slice(at + first.length, text.indexOf(second));
    expect(result).toBe(text.slice(0, at) + second + between + first + text.slice(at + first.length + between.length + second.length));
  });

  it('inserts a section as new lines only, written like its neighbours', async () => {
    const text = read(ABOUT);
    const section = {
      type: 'prose',
      heading: 'Speaking',
      body: ['I speak about airline products.'],
      actions: [{ label: 'Talks', href: '/about' }],
    };
    const result = await edited(text, (about) => about.sections.splice(2, 0, section));
    expect(result).toBe(
      withLinesBefore(
        text,
        ['sections', 2],
        [
          '    {',
          '      "type": "prose",',
          '      "heading": "Speaking",',
          '      "body": ["I speak about airline products."],',
          '      "actions": [{ "label": "Talks", "href": "/about" }]',
          '    },',
        ],
      ),
    );
    expect(await prettierClean(result)).toBe(true);
  });

  it('appends a section, adding the comma after the one before it', async () => {
    const text = read(ABOUT);
    const last = findNodeAtLocation(parseTree(text)!, ['sections', 4])!;
    const end = last.offset + last.length;
    const result = await edited(text, (about) => about.sections.push({ type: 'prose', body: ['The end.'] }));
    expect(result).toBe(`${text.slice(0, end)},\n    {\n      "type": "prose",\n      "body": ["The end."]\n    }${text.slice(end)}`);
  });

  it('deletes an item with its lines and nothing else', async () => {
    const text = read(ABOUT);
    const result = await edited(text, (about) => about.sections[1].items.splice(2, 1));
    const from = lineStart(text, ['sections', 1, 'items', 2]);
    const to = lineStart(text, ['sections', 1, 'items', 3]);
    expect(result).toBe(text.slice(0, from) + text.slice(to));
  });

  it('writes a document anew, Prettier-clean, when the changes are thousands (one by one they would take minutes)', async () => {
    const text = read(ABOUT);
    const result = await edited(text, (value) => {
      for (let i = 0; i < 4000; i++) value[`k${i}`] = i;
    });
    expect(await prettierClean(result)).toBe(true);
    // Few changes are still made one by one: one heading changed is one line, whatever the document's size.
    const one = await edited(result, (value) => (value.sections[0].heading = 'Another heading'));
    expect(lineDiff(result, one)).toHaveLength(1);
  });

  it('removes a key with its lines, adds a new key after the others and keeps the order of the rest', async () => {
    const text = read(ABOUT);
    const result = await edited(text, (about) => {
      delete about.aboutOwner;
      about.draft = true;
    });
    expect(lineDiff(text, result)).toEqual([
      { removed: ['  "aboutOwner": true,'], added: [] },
      { removed: ['  ]'], added: ['  ],', '  "draft": true'] },
    ]);
    expect(Object.keys(parse(result))).toEqual(['$schema', 'route', 'title', 'description', 'reveal', 'sections', 'draft']);
  });
});

describe('editText keeps how the file is written', () => {
  it('keeps CRLF line endings, also on inserted lines', async () => {
    const text = read(CASE_STUDY).replace(/\n/g, '\r\n');
    const heading = await edited(text, (page) => (page.sections[headerOf(page)].heading = 'Check-in, rebuilt'));
    expect(lineDiff(text, heading)).toHaveLength(1);
    expect(lineDiff(text, heading)[0].added).toEqual(['      "heading": "Check-in, rebuilt",']);
    const inserted = await edited(text, (page) => page.sections.splice(1, 0, { type: 'prose', body: ['New.'] }));
    expect(inserted.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps tabs, and writes new lines with tabs without running Prettier', async () => {
    const text = `${JSON.stringify(parse(read(CASE_STUDY)), null, '\t')}\n`;
    const header = headerOf(parse(text));
    const heading = await edited(text, (page) => (page.sections[header].heading = 'Check-in, rebuilt'));
    expect(lineDiff(text, heading)).toEqual([
      {
        removed: [`\t\t\t"heading": ${written(text, ['sections', header, 'heading'])},`],
        added: ['\t\t\t"heading": "Check-in, rebuilt",'],
      },
    ]);
    const inserted = await edited(text, (page) => page.sections.splice(1, 0, { type: 'prose', body: ['New.'] }));
    expect(inserted).toBe(
      withLinesBefore(text, ['sections', 1], ['\t\t{', '\t\t\t"type": "prose",', '\t\t\t"body": [', '\t\t\t\t"New."', '\t\t\t]', '\t\t},']),
    );
  });

  it('keeps a byte-order mark and a missing final newline', async () => {
    const text = `\uFEFF${read(ABOUT).trimEnd()}`;
    const result = await edited(text, (about) => (about.title = 'About me'));
    expect(result.startsWith('\uFEFF{')).toBe(true);
    expect(result.endsWith('}')).toBe(true);
    expect(lineDiff(text, result)).toHaveLength(1);
  });

  it("never runs Prettier over a file that is not Prettier's: the owner's own lines stay", async () => {
    const text = '{\n    "route": "/a",\n    "list": [\n        1,\n        2\n    ],\n    "title": "A"\n}\n';
    const result = await edited(text, (value) => (value.title = 'B'));
    expect(result).toBe(text.replace('"A"', '"B"'));
  });

  it('edits an item in place when its new value equals another item that stays where it is', async () => {
    // The second list becomes a copy of the third: the third is not moving, so its text is no source.
    const text = '{\n    "rows": [\n        "",\n        [\n            7\n        ],\n        [null]\n    ]\n}\n';
    const result = await edited(text, (value) => (value.rows[1][0] = null));
    expect(result).toBe(text.replace('            7', '            null'));
  });

  it('writes a duplicated item as the one it copies is written', async () => {
    const text = '{\n    "rows": [\n        {"a": 1, "b": [2, 3]},\n        "x"\n    ]\n}\n';
    const result = await edited(text, (value) => value.rows.splice(1, 0, structuredClone(value.rows[0])));
    expect(result).toBe(text.replace('        {"a": 1, "b": [2, 3]},\n', '        {"a": 1, "b": [2, 3]},\n'.repeat(2)));
  });

  it('writes a file that is not JSON anew, in its own style', async () => {
    const result = await editText('{\n\t"route": "/a",,\n}\n', { route: '/b', list: [1] });
    expect(result).toBe('{\n\t"route": "/b",\n\t"list": [\n\t\t1\n\t]\n}\n');
  });
});
