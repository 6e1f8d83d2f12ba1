/**
 * The README and the pages under docs/ link to each other by relative path and #anchor; moving a section breaks such
 * links silently on GitHub. This reads every link as GitHub would and checks that its file exists and, for a Markdown
 * file, that a heading gives the anchor.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const README_MAX_LINES = 200;

/** README.md, every Markdown file under docs/ and each src/ folder's README, named from the repository root with forward slashes. */
function markdownFiles(repo: string): string[] {
  const under = (dir: string) =>
    existsSync(join(repo, dir))
      ? readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => (dir === 'src' ? /^[^/\\]+[/\\]README\.md$/.test(file) : file.endsWith('.md')))
          .map((file) => posix.join(dir, file.replaceAll('\\', '/')))
          .sort()
      : [];
  return ['README.md', ...under('docs'), ...under('src')];
}

/** The text with fenced code blocks and inline code blanked out (newlines kept, so offsets keep their lines). */
function withoutCode(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const lines = text.split('\n');
  let fence: string | undefined;
  const prose = lines.map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening) {
      fence = opening;
      return blank(line);
    }
    if (fence !== undefined) {
      if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      return blank(line);
    }
    return line;
  });
  // A code span runs from a run of backticks to the next run of the same length, across lines if need be.
  return prose.join('\n').replace(/(`+)([^`]|(?!\1)`+)*?\1/g, blank);
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces made hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's or picture's text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '') // code and emphasis marks
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered as GitHub does) and HTML ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(text).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

interface Link {
  line: number;
  written: string;
  target: string;
}

/** Inline links and pictures, `[text](target "title")`, and reference definitions, `[label]: target`. */
function linksIn(text: string): Link[] {
  const prose = withoutCode(text);
  const lineAt = (offset: number) => prose.slice(0, offset).split('\n').length;
  // Blanking keeps every offset, so the link reads as written, its code included.
  const written = (match: RegExpExecArray) =>
    text
      .slice(match.index, match.index + match[0].length)
      .trim()
      .replace(/\s+/g, ' ');
  const links: Link[] = [];
  for (const match of prose.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
    links.push({ line: lineAt(match.index), written: written(match), target: match[1].replace(/^<|>$/g, '') });
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm))
    links.push({ line: lineAt(match.index), written: written(match), target: match[1].replace(/^<|>$/g, '') });
  return links;
}

/** Each link among `files` (paths from `repo`) whose file or anchor is missing, as "file:line: link: what is wrong". */
function brokenLinks(repo: string, files: string[]): string[] {
  const anchorsByFile = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsByFile.has(file)) anchorsByFile.set(file, anchorsOf(readFileSync(join(repo, file), 'utf8')));
    return anchorsByFile.get(file)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    for (const { line, written, target } of linksIn(readFileSync(join(repo, file), 'utf8'))) {
      if (/^(https?|mailto):/i.test(target)) continue;
      const [rawPath, anchor] = target.split('#', 2);
      const path = decodeURI(rawPath);
      // On GitHub a path starting with "/" starts at the repository's root.
      const linked = path === '' ? file : path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(file), path);
      const where = `${file}:${line}: ${written}`;
      if (linked.startsWith('..') || !existsSync(join(repo, linked))) broken.push(`${where}: no file ${linked}`);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchors(linked).has(decodeURIComponent(anchor)))
        broken.push(`${where}: no heading in ${linked} gives #${anchor}`);
    }
  }
  return broken;
}

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    expect(brokenLinks(root, markdownFiles(root))).toEqual([]);
  });

  it(`keep the README to ${README_MAX_LINES} lines, a screen's worth`, () => {
    const text = readFileSync(join(root, 'README.md'), 'utf8');
    expect(text.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link check', () => {
  /** A throwaway repository holding `files` (path → text). */
  function repoWith(files: Record<string, string>): string {
    const repo = mkdtempSync(join(tmpdir(), 'docs-links-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    return repo;
  }

  it('names the file, the line and the link of a missing file or heading, and passes good ones', () => {
    const repo = repoWith({
      'README.md': [
        '# Site',
        '',
        'Read [the guide](docs/guide.md), [its pictures](docs/guide.md#what-an-svg-may-hold) and [the',
        'owner part](docs/guide.md#the-owners-part). Gone: [old](docs/old.md), [photos](docs/guide.md#photos).',
        '![shot](docs/shot.png) [top](#site) [elsewhere](https://example.com/x.md#nowhere) [mail](mailto:a@b.c)',
      ].join('\n'),
      'docs/guide.md': '# Guide\n\n## What an SVG may hold\n\n## The owner’s part\n\n[Back](../README.md#site)\n',
      'docs/shot.png': '',
    });
    try {
      expect(brokenLinks(repo, markdownFiles(repo))).toEqual([
        'README.md:4: [old](docs/old.md): no file docs/old.md',
        'README.md:4: [photos](docs/guide.md#photos): no heading in docs/guide.md gives #photos',
      ]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('ignores links inside code, and counts a repeated heading as GitHub does', () => {
    const repo = repoWith({
      'README.md': [
        '# Notes',
        '',
        'Inline links are written `[label](missing.md)`.',
        '',
        '```md',
        '[not a link](missing.md)',
        '```',
        '',
        '## Notes',
        '',
        '[second](#notes-1) [third](#notes-2)',
      ].join('\n'),
    });
    try {
      expect(brokenLinks(repo, ['README.md'])).toEqual(['README.md:11: [third](#notes-2): no heading in README.md gives #notes-2']);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('makes anchors as GitHub does', () => {
    expect(slug("A block's anatomy")).toBe('a-blocks-anatomy');
    expect(slug('Measuring: `npm run bench`')).toBe('measuring-npm-run-bench');
    expect(slug('The résumé, printing, light and dark')).toBe('the-résumé-printing-light-and-dark');
    expect(slug('UndatedFeedArticle (warning)')).toBe('undatedfeedarticle-warning');
    expect(slug('[Photos](x.md) and SVG')).toBe('photos-and-svg');
  });
});
