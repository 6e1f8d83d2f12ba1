/**
 * The résumé as data: what the résumé page's document says (roles, certifications, education, projects, skills)
 * and the owner's identity from site.json, read once, for the PDF and the JSON Resume the build writes of it.
 */
import type { Site } from '../../schema/site';
import type { PageDocument } from '../../blocks/page';
import type { ExperienceProps } from '../../blocks/experience/schema';
import { RESUME_ROUTE } from '../../schema/links';

/** A role as the résumé page's experience section holds it. */
export type ResumeRole = ExperienceProps['items'][number];

/** A certification, a degree or a project: a card of the résumé page. */
export interface ResumeEntry {
  title: string;
  /** The issuer, the school. */
  kicker?: string;
  text?: string;
  /** Dates, e.g. "2019" or "2012 – 2014". */
  meta?: string;
  chips?: string[];
  href?: string;
}

export interface Resume {
  name: string;
  email: string;
  headline: string;
  location: string;
  siteUrl: string;
  /** Profile name and address, in site.json's order. */
  profiles: [string, string][];
  /** The profiles the résumé page links to (its action bar's), which the PDF's contact line names. */
  linkedProfiles: [string, string][];
  summary: string[];
  roles: ResumeRole[];
  certifications: ResumeEntry[];
  education: ResumeEntry[];
  projects: ResumeEntry[];
  skills: string[];
}

type Section = PageDocument['sections'][number];
type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;

export { RESUME_ROUTE };

/** Inline links ("[label](https://…)") as their words. */
export const plainText = (value: string) => value.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

/** A section named by its id, or else by its heading ("certifications" finds "Certifications" and "Certificates"). */
function named<T extends Section['type']>(sections: Section[], type: T, pattern: RegExp): SectionOf<T> | undefined {
  const ofType = sections.filter((section): section is SectionOf<T> => section.type === type);
  const fields = (section: SectionOf<T>) => section as { id?: string; heading?: string };
  return (
    ofType.find((section) => pattern.test(fields(section).id ?? '')) ??
    ofType.find((section) => pattern.test(fields(section).heading ?? ''))
  );
}

const entries = (section: SectionOf<'card-grid'> | undefined): ResumeEntry[] =>
  (section?.items ?? []).map(({ title, kicker, text, meta, chips, href }) => ({
    title,
    kicker,
    text: text === undefined ? undefined : plainText(text),
    meta,
    chips,
    href,
  }));

/** The résumé page's document, once its tokens are replaced: undefined when the site has none. */
export function findResumePage(documents: readonly PageDocument[]): PageDocument | undefined {
  return documents.find((document) => document.route === RESUME_ROUTE);
}

/** The résumé that the page at /resume shows, with the owner's identity. */
export function resumeOf(site: Site, page: PageDocument): Resume {
  const sections = page.sections;
  const header = sections.find((section): section is SectionOf<'page-header'> => section.type === 'page-header');
  const summary = named(sections, 'prose', /summary|profile|about/i);
  const profiles = Object.entries(site.profiles ?? {});
  const pageText = JSON.stringify(sections);
  const footer = new Set(site.footer?.profiles?.map((profile) => profile.name));
  const linked = profiles.filter(([, url]) => pageText.includes(JSON.stringify(url)));
  return {
    name: site.name,
    email: site.email,
    headline: site.headline,
    location: site.location,
    siteUrl: site.siteUrl,
    profiles,
    linkedProfiles: linked.length ? linked : profiles.filter(([name]) => footer.has(name)),
    summary: (summary?.body ?? header?.body ?? []).map(plainText),
    roles: sections
      .filter((section): section is SectionOf<'experience'> => section.type === 'experience')
      .flatMap((section) => section.items.map((item) => ({ ...item, bullets: item.bullets.map(plainText) }))),
    certifications: entries(named(sections, 'card-grid', /certif|licen/i)),
    education: entries(named(sections, 'card-grid', /educat|degree/i)),
    projects: entries(named(sections, 'card-grid', /project/i)),
    skills: named(sections, 'chip-list', /skill/i)?.chips ?? [],
  };
}

/** The words search engines and PDF readers take as the résumé's keywords. */
export const resumeKeywords = (resume: Resume) => resume.skills.join(', ');
