import { z } from 'zod';
import { cardItem } from '../../schema/card';
import { blockShape, sectionHeading } from '../../schema/primitives';

export const cardGridSchema = z
  .strictObject({
    ...blockShape('card-grid', 'A grid of cards'),
    ...sectionHeading,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .describe('Cards per row on wide screens (default 3)'),
    featureFirst: z
      .boolean()
      .optional()
      .describe('true: on wide screens the first card takes the whole row, its picture beside its words: the one to open first'),
    items: z.array(cardItem).min(1).describe('The cards'),
    addProfiles: z
      .boolean()
      .optional()
      .describe(
        'true: ends the grid with a card for each of your profiles (site.json) this page does not link to yet, named and drawn by its address, so a profile you add appears here with no edit to the page',
      ),
  })
  .describe('Card grid');

export type CardGridProps = z.output<typeof cardGridSchema>;
