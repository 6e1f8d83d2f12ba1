/**
 * The résumé in the JSON Resume 1.0 schema (jsonresume.org), both ways: written by the build as /resume.json, and
 * read by `npm run import -- resume <file>` into the résumé page's document and site.json's identity.
 */
import type { Resume, ResumeEntry, ResumeRole } from '../derivation/resume';
import { SHORT_MONTH_NAMES } from '../../schema/dates';

export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; city?: string; region?: string; countryCode?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    position?: string;
    url?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    courses?: string[];
    /** Not in the schema, which allows more fields: the line the page's card writes under the degree. */
    summary?: string;
  }[];
  certificates?: { name?: string; issuer?: string; date?: string; url?: string }[];
  projects?: { name?: string; description?: string; url?: string; keywords?: string[]; startDate?: string; endDate?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  meta?: Record<string, unknown>;
}

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const PRESENT = /^(present|now|today|current)$/i;

/** "Mar 2022" as "2022-03", "2019" as "2019"; undefined when it is neither. */
function isoDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return trimmed;
  const match = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(trimmed);
  const month = match ? SHORT_MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1].toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : undefined;
}

/** "2022-03" as "Mar 2022", "2019" as "2019". */
function shownDate(iso: string): string {
  const [year, month] = iso.split('-');
  return month ? `${SHORT_MONTH_NAMES[Number(month) - 1]} ${year}` : year;
}

/** "Mar 2022 – Present" as its start and end; a period that is no such pair has neither. */
export function periodDates(period: string): { startDate?: string; endDate?: string } {
  const [start, end, ...rest] = period.split(/\s*[–—-]\s*/);
  const startDate = isoDate(start);
  if (!startDate || rest.length) return {};
  if (end === undefined) return { startDate, endDate: startDate };
  if (PRESENT.test(end.trim())) return { startDate };
  const endDate = isoDate(end);
  return endDate ? { startDate, endDate } : {};
}

/** The dates of a period as the page writes them: "Mar 2022 – Present", "2012 – 2014". */
export function periodText(startDate?: string, endDate?: string): string | undefined {
  if (!startDate) return endDate ? shownDate(endDate) : undefined;
  if (startDate === endDate) return shownDate(startDate);
  return `${shownDate(startDate)} – ${endDate ? shownDate(endDate) : 'Present'}`;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Country names to their ISO 3166-1 codes, as the English names Intl gives them ("Canada" is CA). */
const countryCodes = new Map<string, string>(
  [...LETTERS].flatMap((a) =>
    [...LETTERS].flatMap((b) => {
      const name = regionNames.of(a + b);
      return name && name !== a + b ? [[name.toLowerCase(), a + b] as [string, string]] : [];
    }),
  ),
);

/** "Calgary, Canada" as a city and a country code; else the whole text as the address. */
function locationOf(text: string): NonNullable<JsonResume['basics']>['location'] {
  const [city, ...rest] = text.split(',').map((part) => part.trim());
  const code = countryCodes.get(rest.join(', ').toLowerCase());
  return rest.length && code ? { city, countryCode: code } : { address: text };
}

function locationText(location: NonNullable<JsonResume['basics']>['location']): string | undefined {
  if (!location) return undefined;
  if (location.address && !location.city) return location.address;
  const country = location.countryCode ? regionNames.of(location.countryCode.toUpperCase()) : undefined;
  return [location.city, location.region, country].filter(Boolean).join(', ') || location.address;
}

/** A profile's network as people write it: "linkedin" is LinkedIn. */
const NETWORKS: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  github: 'GitHub',
  blog: 'Blog',
  instagram: 'Instagram',
  designPortfolio: 'Behance',
};
const networkOf = (name: string) => NETWORKS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
/** The profile name a network takes in site.json: "LinkedIn" is linkedin, "Stack Overflow" stackoverflow. */
export const profileNameOf = (network: string) =>
  Object.entries(NETWORKS).find(([, shown]) => shown.toLowerCase() === network.toLowerCase())?.[0] ??
  network.toLowerCase().replace(/[^a-z0-9]/g, '');
const usernameOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1)?.replace(/^@/, '');

/** "MBA, Marketing & Strategy" as its study type and area. */
function degreeParts(title: string): { studyType?: string; area?: string } {
  const comma = title.indexOf(', ');
  return comma > 0 ? { studyType: title.slice(0, comma), area: title.slice(comma + 2) } : { area: title };
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && !(Array.isArray(field) && !field.length))) as T;

/** The résumé in JSON Resume 1.0, the page's own links (a case study's "/work/x") made absolute. */
export function toJsonResume(resume: Resume): JsonResume {
  const absolute = (href?: string) => (href?.startsWith('/') ? new URL(href, resume.siteUrl).href : href);
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: defined({
      name: resume.name,
      label: resume.headline,
      email: resume.email,
      url: resume.siteUrl,
      summary: resume.summary.join('\n\n') || undefined,
      location: locationOf(resume.location),
      profiles: resume.profiles.map(([name, url]) => defined({ network: networkOf(name), username: usernameOf(url), url })),
    }),
    work: resume.roles.map((role) =>
      defined({
        name: role.company,
        position: role.role,
        url: absolute(role.href),
        location: role.location,
        ...periodDates(role.period),
        highlights: role.bullets,
      }),
    ),
    education: resume.education.map((item) =>
      defined({ institution: item.kicker, ...degreeParts(item.title), ...periodDates(item.meta ?? ''), summary: item.text }),
    ),
    certificates: resume.certifications.map((item) =>
      defined({ name: item.title, issuer: item.kicker, date: isoDate(item.meta ?? ''), url: absolute(item.href) }),
    ),
    projects: resume.projects.map((item) =>
      defined({
        name: item.title,
        description: item.text,
        url: absolute(item.href),
        keywords: item.chips,
        ...periodDates(item.meta ?? ''),
      }),
    ),
    skills: resume.skills.map((name) => ({ name })),
    meta: { canonical: new URL('/resume.json', resume.siteUrl).href, version: 'v1.0.0' },
  };
}

/** What a JSON Resume says of the résumé, in the page's terms; a part the file leaves out is left out here too. */
export interface ImportedResume {
  identity: { name?: string; email?: string; headline?: string; location?: string; siteUrl?: string };
  profiles: [string, string][];
  summary?: string[];
  roles?: ResumeRole[];
  certifications?: ResumeEntry[];
  education?: ResumeEntry[];
  projects?: ResumeEntry[];
  skills?: string[];
}

/** The page's side of a JSON Resume (which the schema has already accepted). */
export function fromJsonResume(file: JsonResume): ImportedResume {
  const { basics = {} } = file;
  // A link into the owner's own site goes back to being a page's route ("/work/x").
  const own = basics.url?.replace(/\/$/, '');
  const local = (url?: string) => (own && url?.startsWith(`${own}/`) ? url.slice(own.length) : url);
  return {
    identity: defined({
      name: basics.name,
      email: basics.email,
      headline: basics.label,
      location: locationText(basics.location),
      siteUrl: basics.url?.startsWith('https://') ? basics.url.replace(/\/$/, '') : undefined,
    }),
    profiles: (basics.profiles ?? []).flatMap(({ network, url }) =>
      network && url?.startsWith('https://') ? [[profileNameOf(network), url] as [string, string]] : [],
    ),
    summary: basics.summary?.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    roles: file.work?.map((work) =>
      defined({
        company: work.name ?? '',
        href: local(work.url),
        role: work.position ?? '',
        period: periodText(work.startDate, work.endDate) ?? '',
        location: work.location,
        bullets: work.highlights ?? (work.summary ? [work.summary] : []),
      }),
    ),
    education: file.education?.map((item) =>
      defined({
        title: [item.studyType, item.area].filter(Boolean).join(', '),
        kicker: item.institution,
        meta: periodText(item.startDate, item.endDate),
        text: item.summary ?? item.courses?.join(', '),
      }),
    ),
    certifications: file.certificates?.map((item) =>
      defined({ title: item.name ?? '', kicker: item.issuer, meta: item.date ? item.date.slice(0, 4) : undefined, href: local(item.url) }),
    ),
    projects: file.projects?.map((item) =>
      defined({
        title: item.name ?? '',
        text: item.description,
        href: local(item.url),
        chips: item.keywords,
        meta: periodText(item.startDate, item.endDate),
      }),
    ),
    skills: file.skills?.flatMap((skill) => (skill.name ? [skill.name] : [])),
  };
}
