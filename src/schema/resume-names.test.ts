import { describe, expect, it } from 'vitest';
import { resumeDownloadName, resumeFileName } from './resume-names';

describe('the résumé file names', () => {
  it('come from the owner’s name when site.json gives none', () => {
    const site = { name: 'Zoë O’Brien-Smith', resume: {} };
    expect(resumeFileName(site)).toBe('zoe-o-brien-smith-resume.pdf');
    expect(resumeDownloadName(site)).toBe('Zoe-O-Brien-Smith-Resume.pdf');
  });

  it('are what site.json says when it says', () => {
    const site = { name: 'Jordan Vega', resume: { fileName: 'cv-2026.pdf', downloadName: 'Jordan-CV.pdf' } };
    expect(resumeFileName(site)).toBe('cv-2026.pdf');
    expect(resumeDownloadName(site)).toBe('Jordan-CV.pdf');
  });

  it('are still a file name for a name of no Latin letters', () => {
    const site = { name: '李华', resume: {} };
    expect(resumeFileName(site)).toMatch(/^[\w.-]+\.pdf$/);
    expect(resumeDownloadName(site)).toMatch(/^[\w.-]+\.pdf$/);
  });
});
