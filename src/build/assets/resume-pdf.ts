/**
 * The résumé PDF, written from the résumé page's document (src/content/derivation/resume.ts) with pdfkit: real text in reading
 * order, in the site's heading typeface and a readable body face, both embedded and cut to the characters used, with
 * live links and the document's metadata. At most two pages: the layout tightens (or loosens) until the last page is
 * the only one or at least a third full.
 */
import PDFDocument from 'pdfkit';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { resumeKeywords, type Resume, type ResumeEntry } from '../../content/derivation/resume';
import { resumeBodyFace } from '../../content/validation/resume-glyphs';
import { cutHeadingFont, HEADING_FONT_SOURCE } from './heading-font';

export type Paper = 'A4' | 'Letter';

/** The body face, whose characters the validator checks the résumé's text against (src/content/validation/resume-glyphs.ts). */
const INTER = (weight: 400 | 600) => resumeBodyFace(weight);

/** The site's colours (src/app/theme.ts, global.css): its text black, secondary grey and ink accent. */
const INK = '#3b58b0';
const BLACK = '#1b2030';
const GREY = '#495057';

interface Fonts {
  heading: Buffer;
  body: Buffer;
  bold: Buffer;
}

/** Every character the résumé writes, plus ASCII, so each face is cut to just those. */
const ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i));

function charactersOf(resume: Resume): string {
  return [...new Set(ASCII + JSON.stringify(resume) + '·–')].join('');
}

/**
 * The heading face at its one weight, cut to these characters: making that instance of the variable font takes
 * seconds, so it is kept in the cache folder under a name made of what it holds.
 */
async function headingFont(characters: string, cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return cutHeadingFont(characters, 'sfnt');
  const key = createHash('sha256').update(`${HEADING_FONT_SOURCE}\n${characters}`).digest('hex').slice(0, 16);
  const file = join(cacheDir, `heading-${key}.ttf`);
  if (existsSync(file)) return readFileSync(file);
  const font = await cutHeadingFont(characters, 'sfnt');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, font);
  return font;
}

/** The faces as TrueType, cut to the résumé's characters (pdfkit cuts them again to the glyphs it draws). */
async function resumeFonts(resume: Resume, cacheDir: string | undefined): Promise<Fonts> {
  const characters = charactersOf(resume);
  // The heading face writes the name and the section headings only: fewer characters, a cache hit more often.
  const headingCharacters = [...new Set(ASCII + resume.name)].join('');
  // No layout features: shaping each word with kerning and alternates costs a second a résumé; at 9 pt it changes
  // nothing a reader sees.
  const cut = (weight: 400 | 600) => subsetFont(readFileSync(INTER(weight)), characters, { targetFormat: 'sfnt', keepFeatures: [] });
  const [heading, body, bold] = await Promise.all([headingFont(headingCharacters, cacheDir), cut(400), cut(600)]);
  return { heading, body, bold };
}

type Face = 'heading' | 'body' | 'bold';
interface Run {
  text: string;
  face?: Face;
  color?: string;
  link?: string;
}
interface Word {
  text: string;
  face: Face;
  color: string;
  link?: string;
  /** A space stands before it (none at a run's start glued to the previous run's last word). */
  spaced: boolean;
}

/** Sizes in points at a scale of 1; the fit search scales them together. */
const BASE = { name: 26, headline: 11.5, contact: 9, heading: 10.5, body: 9.6, small: 9, gap: 10, margin: 46 };

/**
 * Lays the résumé out at one scale. With `draw` false it only measures (pages, and how full the last one is),
 * so the fit search costs no PDF output.
 */
class Layout {
  y: number;
  pages = 1;
  private readonly left: number;
  private readonly right: number;
  private readonly top: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly scale: number,
    private readonly draw: boolean,
    widths = new Map<string, number>(),
  ) {
    this.widths = widths;
    const margin = BASE.margin * Math.min(1, scale);
    const { width, height } = doc.page;
    this.left = margin;
    this.right = width - margin;
    this.top = margin;
    this.bottom = height - margin;
    this.y = this.top;
  }

  size = (key: keyof typeof BASE) => BASE[key] * this.scale;

  get width() {
    return this.right - this.left;
  }

  /** How much of the last page's text area is used, 0 to 1. */
  get lastPageFill() {
    return (this.y - this.top) / (this.bottom - this.top);
  }

  /** Starts a new page unless `height` fits on this one. */
  keep(height: number) {
    if (this.y + height <= this.bottom) return;
    this.pages += 1;
    if (this.draw) this.doc.addPage();
    this.y = this.top;
  }

  space(points: number) {
    this.y += points * this.scale;
  }

  /** Widths at 1 pt, per face and word: shaping a word is slow, and the fit search measures each word many times. */
  private readonly widths: Map<string, number>;

  private measure(word: string, face: Face, size: number) {
    const key = `${face}\u0000${word}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(face).fontSize(1).widthOfString(word);
      this.widths.set(key, width);
    }
    return width * size;
  }

  /** Words broken into lines at spaces only: no hyphen is ever added, and no word is split at its own hyphen. */
  private lines(runs: Run[], size: number, width: number): Word[][] {
    const words: Word[] = runs.flatMap(({ text, face = 'body', color = BLACK, link }) =>
      text
        .split(/(?<= )|(?= )/)
        .reduce<Word[]>((list, piece, i, pieces) => {
          if (piece !== ' ') list.push({ text: piece, face, color, link, spaced: i > 0 && pieces[i - 1] === ' ' });
          return list;
        }, [])
        .map((word, i) => (i === 0 ? { ...word, spaced: text.startsWith(' ') } : word)),
    );
    const lines: Word[][] = [];
    let line: Word[] = [];
    let used = 0;
    for (const word of words) {
      const gap = line.length && word.spaced ? this.measure(' ', word.face, size) : 0;
      const wide = this.measure(word.text, word.face, size);
      if (line.length && used + gap + wide > width) {
        lines.push(line);
        line = [{ ...word, spaced: false }];
        used = wide;
      } else {
        line.push(word);
        used += gap + wide;
      }
    }
    if (line.length) lines.push(line);
    return lines;
  }

  /** The height `runs` take at this size and width. */
  heightOf(runs: Run[], size: number, width = this.width, leading = 1.35) {
    return this.lines(runs, size, width).length * size * leading;
  }

  /** Writes runs as lines from `x`, each line's words of one style as one piece of text, so it reads back whole. */
  paragraph(runs: Run[], size: number, { indent = 0, leading = 1.35, keepWith = 0, marker = false } = {}) {
    const lines = this.lines(runs, size, this.width - indent);
    const lineHeight = size * leading;
    this.keep(Math.min(lines.length, 2) * lineHeight + keepWith);
    // A bullet is drawn, not written, so the line reads back as the sentence alone.
    if (marker && this.draw)
      this.doc
        .circle(this.left + indent * 0.35, this.y + size * 0.62, size * 0.16)
        .fillColor(INK)
        .fill();
    for (const line of lines) {
      this.keep(lineHeight);
      if (this.draw) {
        let x = this.left + indent;
        const pieces = line.reduce<Word[]>((merged, word) => {
          const last = merged.at(-1);
          const spaced = word.spaced ? ' ' : '';
          if (last && last.face === word.face && last.color === word.color && last.link === word.link) last.text += spaced + word.text;
          else merged.push({ ...word, text: (merged.length ? spaced : '') + word.text });
          return merged;
        }, []);
        for (const piece of pieces) {
          this.doc
            .font(piece.face)
            .fontSize(size)
            .fillColor(piece.color)
            .text(piece.text, x, this.y, { lineBreak: false, link: piece.link, underline: false });
          x += this.measure(piece.text, piece.face, size);
        }
      }
      this.y += lineHeight;
    }
  }

  /** A line with text on the left and, set flush right, a date. */
  splitLine(left: Run[], right: string, size: number) {
    const rightWidth = this.measure(right, 'body', size);
    const lineHeight = size * 1.35;
    if (this.draw) {
      let x = this.left;
      for (const run of left) {
        const face = run.face ?? 'body';
        this.doc
          .font(face)
          .fontSize(size)
          .fillColor(run.color ?? BLACK)
          .text(run.text, x, this.y, { lineBreak: false, link: run.link });
        x += this.measure(run.text, face, size);
      }
      this.doc
        .font('body')
        .fontSize(size)
        .fillColor(GREY)
        .text(` ${right}`, this.right - rightWidth - this.measure(' ', 'body', size), this.y, { lineBreak: false });
    }
    this.y += lineHeight;
  }

  /** A section's heading: small capitals of the heading face in the accent colour, over a hairline. */
  heading(title: string, keepWith: number) {
    const size = this.size('heading');
    this.space(BASE.gap);
    this.keep(size * 1.6 + keepWith);
    if (this.draw) {
      this.doc
        .font('heading')
        .fontSize(size)
        .fillColor(INK)
        .text(title.toUpperCase(), this.left, this.y, { lineBreak: false, characterSpacing: 0.8 * this.scale });
      const rule = this.y + size * 1.3;
      this.doc.moveTo(this.left, rule).lineTo(this.right, rule).lineWidth(0.6).strokeColor('#c5cbe0').stroke();
    }
    this.y += size * 1.6;
  }
}

/** A site path ("/work/x") as an address a PDF reader opens. */
const absolute = (href: string | undefined, siteUrl: string) => (href ? new URL(href, siteUrl).href : undefined);
const shortAddress = (url: string) =>
  url
    .replace(/^https:\/\/(www\.)?/, '')
    .replace(/^mailto:/, '')
    .replace(/\/$/, '');

function draw(layout: Layout, resume: Resume) {
  const body = layout.size('body');
  const small = layout.size('small');

  // The name as the page header draws it: the heading face, tight, in the text colour; then the headline.
  const nameSize = layout.size('name');
  layout.paragraph([{ text: resume.name, face: 'heading' }], nameSize, { leading: 1.15 });
  layout.paragraph([{ text: resume.headline, color: INK, face: 'bold' }], layout.size('headline'));
  const contacts: Run[] = [
    { text: resume.location, color: GREY },
    { text: ` · ${resume.email}`, color: INK, link: `mailto:${resume.email}` },
    { text: ` · ${shortAddress(resume.siteUrl)}`, color: INK, link: resume.siteUrl },
    ...resume.linkedProfiles.map(([, url]) => ({ text: ` · ${shortAddress(url)}`, color: INK, link: url })),
  ];
  layout.space(2);
  layout.paragraph(contacts, layout.size('contact'));

  if (resume.summary.length) {
    layout.heading('Summary', body * 2.7);
    resume.summary.forEach((paragraph, i) => {
      if (i) layout.space(3);
      layout.paragraph([{ text: paragraph }], body);
    });
  }

  if (resume.roles.length) {
    layout.heading('Experience', body * 4);
    resume.roles.forEach((role, i) => {
      if (i) layout.space(6);
      const firstBullet = layout.heightOf([{ text: role.bullets[0] ?? '' }], body, layout.width - body);
      layout.keep(body * 1.35 * 2 + firstBullet);
      layout.splitLine([{ text: role.role, face: 'bold' }], role.period, body);
      const where: Run[] = [{ text: role.company, color: role.href ? INK : GREY, link: role.href, face: 'bold' }];
      if (role.location) where.push({ text: ` · ${role.location}`, color: GREY });
      layout.paragraph(where, small);
      layout.space(1.5);
      for (const bullet of role.bullets) bulleted(layout, bullet, body);
    });
  }

  const list = (title: string, items: ResumeEntry[], line: (item: ResumeEntry) => Run[]) => {
    if (!items.length) return;
    layout.heading(title, body * 2.7);
    items.forEach((item, i) => {
      if (i) layout.space(2.5);
      layout.paragraph(line(item), body);
    });
  };
  const dated = (item: ResumeEntry) => (item.meta ? [{ text: ` · ${item.meta}`, color: GREY }] : []);
  list('Projects', resume.projects, (item) => [
    { text: item.title, face: 'bold', link: absolute(item.href, resume.siteUrl), color: item.href ? INK : BLACK },
    ...(item.text ? [{ text: ` – ${item.text}` }] : []),
    ...(item.chips?.length ? [{ text: ` (${item.chips.join(', ')})`, color: GREY }] : []),
  ]);
  list('Certifications', resume.certifications, (item) => [
    { text: item.title, face: 'bold' },
    ...(item.kicker ? [{ text: ` · ${item.kicker}` }] : []),
    ...dated(item),
  ]);
  list('Education', resume.education, (item) => [
    { text: item.title, face: 'bold' },
    ...(item.kicker ? [{ text: ` · ${item.kicker}` }] : []),
    ...dated(item),
    ...(item.text ? [{ text: `. ${item.text}`, color: GREY }] : []),
  ]);
  if (resume.skills.length) {
    layout.heading('Skills', body * 2.7);
    layout.paragraph([{ text: resume.skills.join(' · ') }], body);
  }
}

function bulleted(layout: Layout, text: string, size: number) {
  layout.paragraph([{ text }], size, { indent: size * 1.1, marker: true });
  layout.space(1.5);
}

interface Options {
  paper: Paper;
  lang?: string;
  /** Where the heading face's cut is kept between builds. */
  cacheDir?: string;
  /** When the résumé last changed: the file's creation date, so two builds of the same résumé give the same bytes. */
  date?: Date;
}

/** The scales the fit search tries, in order: as designed, then tighter, then looser. */
const SCALES = [1, 0.97, 0.94, 0.91, 0.88, 0.85, 1.04, 1.08, 1.12];

function newDocument({ paper, lang, date }: Options, fonts: Fonts, resume: Resume) {
  const doc = new PDFDocument({
    size: paper === 'Letter' ? 'LETTER' : 'A4',
    margin: 0,
    lang,
    displayTitle: true,
    info: {
      Title: `${resume.name} Resume`,
      Author: resume.name,
      Subject: resume.headline,
      Keywords: resumeKeywords(resume),
      Creator: resume.siteUrl,
      ...(date && { CreationDate: date }),
    },
  });
  doc.registerFont('heading', fonts.heading);
  doc.registerFont('body', fonts.body);
  doc.registerFont('bold', fonts.bold);
  return doc;
}

/** The scale at which the résumé takes one page, or two with the second at least a third full. */
function fittingScale(measureDoc: PDFKit.PDFDocument, resume: Resume): number {
  const widths = new Map<string, number>();
  for (const scale of SCALES) {
    const layout = new Layout(measureDoc, scale, false, widths);
    draw(layout, resume);
    if (layout.pages === 1 || (layout.pages === 2 && layout.lastPageFill >= 1 / 3)) return scale;
  }
  // Too long for two pages even at the tightest: the tightest, which the build's report names.
  return Math.min(...SCALES);
}

export interface ResumePdf {
  bytes: Buffer;
  pages: number;
  scale: number;
}

/** The résumé as a PDF of at most two pages (more only when even the tightest layout cannot hold it). */
export async function resumePdf(resume: Resume, options: Options): Promise<ResumePdf> {
  const fonts = await resumeFonts(resume, options.cacheDir);
  const scale = fittingScale(newDocument(options, fonts, resume), resume);
  const doc = newDocument(options, fonts, resume);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((done) => doc.on('end', done));
  const layout = new Layout(doc, scale, true);
  draw(layout, resume);
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages: layout.pages, scale };
}
