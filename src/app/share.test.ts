import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/validation/load';
import type { PageDocument } from '../blocks/page';
import { homeRoute, ownerOf, personData, shareCardPath, shareKicker, sharePreview, structuredData, websiteData } from './share';

// The fixture site, validated as the build validates it (tokens expanded).
const { site, pages } = loadSite(join(import.meta.dirname, '../../tests/fixtures/site'));
if (!site) throw new Error('the fixture site is invalid: run SITE_ROOT=tests/fixtures/site npm run validate');
const page = (route: string): PageDocument => pages.find((p) => p.document.route === route)!.document;
const routes = pages.map(({ document: d }) => ({ route: d.route, aliases: d.aliases ?? [] }));
const documents = pages.map((p) => p.document);
const owner = ownerOf(documents, site);

describe('share previews', () => {
  it('give a page the card the build draws, at the site address, described by its kicker and title', () => {
    expect(sharePreview(page('/resume'), site)).toEqual({
      title: 'Jordan Vega Resume',
      description: page('/resume').description,
      url: 'https://vega.example/resume',
      siteName: 'Jordan Vega',
      image: { url: 'https://vega.example/og/resume.png', width: 1200, height: 630, alt: 'Resume: Jordan Vega Resume' },
    });
  });

  it('give a page that names its own picture that picture as the build crops it, with its size and words', () => {
    expect(sharePreview(page('/case-study'), site).image).toEqual({
      url: expect.stringMatching(/^https:\/\/vega\.example\/_pictures\/case-study-[0-9a-f]{10}-1200x630\.png$/),
      width: 1200,
      height: 630,
      alt: 'A blue circle on pale teal',
    });
  });

  it('take the kicker from the page header’s eyebrow, else from the owner’s headline', () => {
    expect(shareKicker(page('/about'), site)).toBe('About me');
    expect(page('/notes').sections.find((s) => s.type === 'page-header')).not.toHaveProperty('eyebrow');
    expect(shareKicker(page('/notes'), site)).toBe('Product Manager · Maps & Logistics');
  });

  it('keep generated cards apart per route, the root included', () => {
    expect(shareCardPath('/')).toBe('/og/index.png');
    expect(shareCardPath('/resources/ai-news')).toBe('/og/resources/ai-news.png');
  });
});

describe('the home page', () => {
  it('is the page "/" redirects to', () => {
    expect(site.redirects).toContainEqual({ from: '/', to: '/about' });
    expect(homeRoute(site, routes)).toBe('/about');
  });

  it('is a page at "/" or with "/" as an alias, before any redirect', () => {
    expect(homeRoute(site, [...routes, { route: '/start', aliases: ['/'] }])).toBe('/start');
    expect(homeRoute({ ...site, redirects: [] }, [...routes, { route: '/', aliases: [] }])).toBe('/');
  });

  it('is none when nothing is served at "/"', () => {
    expect(homeRoute({ ...site, redirects: [] }, routes)).toBeUndefined();
  });
});

describe('structured data', () => {
  it('describes the owner as a Person from site.json, city and country apart, at the page about them, with its portrait', () => {
    expect(personData({ ...site, jobTitle: 'Product Manager' }, owner)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Jordan Vega',
      jobTitle: 'Product Manager',
      // Not "/": the root only redirects to /about, and search engines index no redirect.
      url: 'https://vega.example/about',
      image: 'https://vega.example/assets/portrait.svg',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
      sameAs: Object.values(site.profiles),
    });
  });

  it('names as the owner’s page the home page when it is about them, else the first page about them; the portrait is its header’s', () => {
    expect(owner).toEqual({ route: '/about', image: '/assets/portrait.svg' });
    const resumeFirst = documents.map((d) => (d.route === '/about' ? { ...d, aboutOwner: undefined } : d));
    expect(ownerOf(resumeFirst, site)?.route).toBe('/resume');
    expect(ownerOf(resumeFirst, site)).not.toHaveProperty('image');
    expect(
      ownerOf(
        documents.map((d) => ({ ...d, aboutOwner: undefined })),
        site,
      ),
    ).toBeUndefined();
  });

  it('names a photo the build re-encodes at a file it publishes: its widest, in the format every browser shows', () => {
    const variants = { hash: '3f2a9c1b07', widths: [320, 640, 960], formats: ['avif' as const, 'webp' as const, 'jpeg' as const] };
    const withPhoto = documents.map((d) =>
      d.route === '/about'
        ? {
            ...d,
            sections: d.sections.map((s) =>
              s.type === 'page-header' ? { ...s, image: { ...s.image!, src: '/assets/me.jpg', variants } } : s,
            ),
          }
        : d,
    );
    expect(ownerOf(withPhoto, site)?.image).toBe('/_pictures/me-3f2a9c1b07-960.jpg');
  });

  it('leaves out a job title site.json does not give, and a country a location does not name', () => {
    expect(site.jobTitle).toBeUndefined();
    const person = personData({ ...site, location: 'Lisbon' }, owner);
    expect(person).not.toHaveProperty('jobTitle');
    expect(person.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Lisbon' });
  });

  it('names only web profiles as the same person elsewhere', () => {
    const profiles = { ...site.profiles, podcast: 'mailto:podcast@vega.example' };
    expect(personData({ ...site, profiles }, owner).sameAs).not.toContain('mailto:podcast@vega.example');
  });

  it('gives the WebSite the page "/" shows as its address, and the other name site.json gives it', () => {
    expect(websiteData(site, '/about')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Jordan Vega',
      url: 'https://vega.example/about',
    });
    expect(websiteData({ ...site, alternateName: 'Vega on maps' }, '/about')).toMatchObject({ alternateName: 'Vega on maps' });
  });

  it('puts the Person on pages about the owner and the WebSite on the home page only', () => {
    const home = homeRoute(site, routes)!;
    expect(page('/about').aboutOwner).toBe(true);
    expect(structuredData(page('/about'), site, home, owner)).toEqual([personData(site, owner), websiteData(site, home)]);
    expect(structuredData(page('/resume'), site, home, owner)).toEqual([personData(site, owner)]);
    expect(structuredData(page('/notes'), site, home, owner)).toEqual([]);
  });
});
