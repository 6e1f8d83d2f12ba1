import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/load';
import type { PageDocument } from '../schema/page';
import { homeRoute, personData, shareCardPath, shareKicker, sharePreview, structuredData, websiteData } from './share';

// The fixture site, validated as the build validates it (tokens expanded).
const { site, pages } = loadSite(join(import.meta.dirname, '../../tests/fixtures/site'));
if (!site) throw new Error('the fixture site is invalid: run SITE_ROOT=tests/fixtures/site npm run validate');
const page = (route: string): PageDocument => pages.find((p) => p.document.route === route)!.document;
const routes = pages.map(({ document: d }) => ({ route: d.route, aliases: d.aliases ?? [] }));

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
  it('describes the owner as a Person from site.json, city and country apart', () => {
    expect(personData({ ...site, jobTitle: 'Product Manager' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Jordan Vega',
      jobTitle: 'Product Manager',
      url: 'https://vega.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'Portugal' },
      sameAs: Object.values(site.profiles),
    });
  });

  it('leaves out a job title site.json does not give, and a country a location does not name', () => {
    expect(site.jobTitle).toBeUndefined();
    const person = personData({ ...site, location: 'Lisbon' });
    expect(person).not.toHaveProperty('jobTitle');
    expect(person.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Lisbon' });
  });

  it('names only web profiles as the same person elsewhere', () => {
    const profiles = { ...site.profiles, podcast: 'mailto:podcast@vega.example' };
    expect(personData({ ...site, profiles }).sameAs).not.toContain('mailto:podcast@vega.example');
  });

  it('puts the Person on pages about the owner and the WebSite on the home page only', () => {
    const home = homeRoute(site, routes);
    expect(page('/about').aboutOwner).toBe(true);
    expect(structuredData(page('/about'), site, home)).toEqual([personData(site), websiteData(site)]);
    expect(structuredData(page('/resume'), site, home)).toEqual([personData(site)]);
    expect(structuredData(page('/notes'), site, home)).toEqual([]);
  });
});
