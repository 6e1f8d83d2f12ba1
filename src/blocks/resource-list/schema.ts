import { z } from 'zod';
import { NOT_TEXT, WORDS } from '../../schema/text-fields';
import { badge, blockShape, href, listControls, sectionHeading, text } from '../../schema/primitives';

const shared = {
  ...blockShape('resource-list', 'A searchable, filterable list of resources with a tile/list view toggle'),
  ...sectionHeading,
  empty: z
    .strictObject({ title: text('Shown when nothing matches, e.g. "No tools found"'), text: text('A hint under it').optional() })
    .describe('The empty state')
    .meta(NOT_TEXT),
};

const tool = z.strictObject({
  name: text('Tool name'),
  category: z.array(text('Category')).min(1).describe('Categories, e.g. ["Design", "Video"]'),
  description: text('One line on what it does'),
  link: href("The tool's official site"),
  badge,
});

const prompt = z.strictObject({
  title: text('Prompt title'),
  prompt: text('The prompt text that "Copy Prompt" copies'),
  category: z.enum(['Work', 'Creativity', 'Productivity', 'Study']).describe('Category').meta(WORDS),
  badge,
});

const startup = z.strictObject({
  name: text('Company name'),
  description: text('One line on what it does'),
  industry: text('Industry'),
  website: href('Official website'),
  badge,
});

const company = z.strictObject({
  name: text('Company name'),
  description: text('Why it is worth watching'),
  sector: text('Sector'),
  website: href('Official website'),
  badge,
});

const resource = z.strictObject({
  id: text('Stable id').meta(NOT_TEXT),
  emoji: text('One emoji').max(8).meta(NOT_TEXT),
  title: text('Card title'),
  tagline: text('One line under the title'),
  badge: text('Small label, e.g. "46 tools"'),
  cta: text('Call to action, e.g. "Explore tools"').meta(NOT_TEXT),
  link: href('Where the card goes'),
  tags: z.array(text('Tag')).min(1).describe('Categories the hub chips filter on'),
});

/** One block, five kinds of list: each kind fixes its item shape and the fields search and chips may use. */
export const resourceListSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      ...shared,
      kind: z.literal('tools').describe('AI tools'),
      ...listControls(['name', 'description', 'category'], 'tools'),
      items: z.array(tool).min(1),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('prompts').describe('Prompts with a "Copy Prompt" button'),
      ...listControls(['title', 'prompt', 'category'], 'prompts'),
      items: z.array(prompt).min(1),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('startups').describe('Startups'),
      ...listControls(['name', 'description', 'industry'], 'startups'),
      items: z.array(startup).min(1),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('companies').describe('Companies'),
      ...listControls(['name', 'description', 'sector'], 'companies'),
      items: z.array(company).min(1),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('resources').describe('Cards linking to resource pages'),
      ...listControls(['title', 'tagline', 'tags'], 'resources'),
      items: z.array(resource).min(1),
    }),
  ])
  .describe('Resource list');

export type ResourceListProps = z.output<typeof resourceListSchema>;
