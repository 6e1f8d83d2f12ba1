import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSchema } from './site';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages/site.json'), 'utf8'));
const withBucket = (bucket: string) => siteSchema.safeParse({ ...site, resume: { ...site.resume, bucket } });

describe('the resume bucket name', () => {
  it.each(['resume', 'cv-2026', 'my.bucket_files', 'abc', 'a'.repeat(63)])('accepts %s', (bucket) => {
    expect(withBucket(bucket).success).toBe(true);
  });

  // It becomes part of the storage request's path: nothing that could climb out of it or change it.
  it.each(['../../admin', 'resume/../admin', 'resume?x=1', 'Resume', 'my bucket', 'ab', 'a'.repeat(64), '...', '', '%2e%2e'])(
    'refuses %s, naming the rule',
    (bucket) => {
      const result = withBucket(bucket);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['resume', 'bucket']);
      expect(result.error?.issues[0].message).toContain('3 to 63 lower-case letters, digits');
    },
  );
});

describe("a profile's address", () => {
  const withProfile = (address: string) => siteSchema.safeParse({ ...site, profiles: { github: address } });

  // "https://" is how the editor starts a new profile: the message asks for the rest, not for what is there.
  it.each(['https://', 'https:/', ' https:// '])('%j asks for the rest of the address', (address) => {
    const message = withProfile(address).error?.issues[0].message;
    expect(message).toContain('is only the start of an address: write the rest after it');
    expect(message).not.toContain('expected an address starting with');
  });

  it('names the rule for an address that does not start with https://', () => {
    expect(withProfile('github.com/jordan').error?.issues[0].message).toContain('expected an address starting with "https://"');
  });

  it('accepts a whole address', () => {
    expect(withProfile('https://github.com/jordan').success).toBe(true);
  });
});

describe('the remote résumé lookup', () => {
  it('is optional: without a bucket the settings are valid, and the help says what leaving it empty does', () => {
    const { bucket: _bucket, ...resume } = site.resume;
    expect(siteSchema.safeParse({ ...site, resume }).success).toBe(true);
    const help = siteSchema.shape.resume.shape.bucket.description;
    expect(help).toMatch(/^Only if you keep a newer copy of the résumé in Supabase storage/);
    expect(help).toContain('Leave it empty and the site links to the PDF in public/assets/resume/');
  });
});
