import type { CaseSummaryTrait } from '../../blocks/define';
import type { PageDocument, Section } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { columnsOf } from '../../blocks/sections';
import { isFromSummary } from '../../schema/from-summary';
import { messages } from '../../schema/messages';
import type { JsonPath } from '../../schema/json';
import type { Problem } from '../validation/zod-issues';

/** Every section with its place in the document, layouts' columns included. */
export function placed(sections: readonly Section[], at: JsonPath): [Section, JsonPath][] {
  return sections.flatMap((section, i): [Section, JsonPath][] => {
    const path = [...at, i];
    return [[section, path], ...columnsOf(section).flatMap(([column, nested]) => placed(nested, [...path, column]))];
  });
}

/** The page's case summary, wherever it sits, with what its block gives the cards that ask for it. */
export function summaryOf(document: PageDocument): { section: Section; trait: CaseSummaryTrait<Section> } | undefined {
  for (const [section] of placed(document.sections, ['sections'])) {
    const trait = definitionOf(section.type).caseSummary as CaseSummaryTrait<Section> | undefined;
    if (trait) return { section, trait };
  }
  return undefined;
}

/** The items a "fromSummary" stands for, in the shape of the card that holds it. */
function itemsFor(
  { section, trait }: NonNullable<ReturnType<typeof summaryOf>>,
  kind: 'facts' | 'results',
  card: Section['type'],
): object[] {
  if (kind === 'facts') return trait.facts(section);
  // In the card's own shape (a fact sheet labels each value; a stat grid shows the figure with its caption and icon).
  const asItem = definitionOf(card).summaryResult ?? ((result) => result);
  return trait.results(section).map(asItem);
}

/** The places where a card asks for the summary's items, when the page has no summary to give. */
export function caseSummaryProblems(document: PageDocument): Problem[] {
  if (summaryOf(document)) return [];
  return placed(document.sections, ['sections']).flatMap(([section, path]) =>
    'items' in section && Array.isArray(section.items)
      ? section.items.flatMap((item: object, i: number) =>
          isFromSummary(item) ? [{ path: [...path, 'items', i, 'fromSummary'], message: messages.NoCaseSummary() }] : [],
        )
      : [],
  );
}

/**
 * Puts the case summary's facts and results where a card asks for them ({ "fromSummary": "facts" | "results" }), so
 * each figure is written once, in the band under the title, and the cards further down show the same data. Mutates
 * the (already copied) document; a page without a summary is left as it is (caseSummaryProblems reports it).
 */
export function fillFromSummary(document: PageDocument): void {
  const summary = summaryOf(document);
  if (!summary) return;
  for (const [section] of placed(document.sections, ['sections'])) {
    if (!('items' in section) || !Array.isArray(section.items)) continue;
    const items = section.items as object[];
    (section as { items: object[] }).items = items.flatMap((item) =>
      isFromSummary(item) ? itemsFor(summary, item.fromSummary, section.type) : [item],
    );
  }
}
