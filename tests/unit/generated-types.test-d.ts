import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { PageDocument } from '../../schemas/page';
import type { SiteSettings } from '../../schemas/site';
import type { pageSchema } from '../../src/blocks/page';
import type { siteSchema } from '../../src/schema/site';

// The .d.ts files come from the JSON Schema, the JSON Schema from zod: the two type views must agree.
describe('generated .d.ts types', () => {
  it('a page document typed from the JSON Schema is what zod accepts, and back', () => {
    expectTypeOf<PageDocument>().toExtend<z.input<typeof pageSchema>>();
    expectTypeOf<z.input<typeof pageSchema>>().toExtend<PageDocument>();
  });

  it('site settings agree the same way', () => {
    expectTypeOf<SiteSettings>().toExtend<z.input<typeof siteSchema>>();
    expectTypeOf<z.input<typeof siteSchema>>().toExtend<SiteSettings>();
  });

  it('a section type that is not registered is not a page section', () => {
    type Section = PageDocument['sections'][number];
    expectTypeOf<{ type: 'not-a-block' }>().not.toExtend<Section>();
  });
});
