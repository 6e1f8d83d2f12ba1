import { z } from 'zod';
import { blockShape, href, sectionHeading, text } from '../../schema/primitives';

export const experienceSchema = z
  .strictObject({
    ...blockShape('experience', 'Roles, newest first'),
    ...sectionHeading,
    items: z
      .array(
        z.strictObject({
          company: text('Employer'),
          href: href("The employer's website").optional(),
          role: text('Job title'),
          period: text('Dates, e.g. "Mar 2022 – Present"'),
          location: text('City or "Remote"').optional(),
          bullets: z.array(text('One achievement')).min(1).describe('Achievements in this role'),
        }),
      )
      .min(1)
      .describe('The roles'),
  })
  .describe('Experience');

export type ExperienceProps = z.output<typeof experienceSchema>;
