import type { CaseLinksTrait, CaseNeighbour } from '../../blocks/define';
import type { PageDocument, Section } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { messages } from '../../schema/messages';
import { placed } from './case-summary';
import type { JsonPath } from '../../schema/json';
import type { Problem } from '../validation/zod-issues';

/** A section linking its case to its neighbours, where it sits, and its listing's route. */
interface CaseNav {
  section: Section;
  path: JsonPath;
  trait: CaseLinksTrait<Section>;
  listing: string;
}

const caseNavs = (document: PageDocument): CaseNav[] =>
  placed(document.sections, ['sections']).flatMap(([section, path]) => {
    const trait = definitionOf(section.type).caseLinks as CaseLinksTrait<Section> | undefined;
    return trait ? [{ section, path, trait, listing: String(section[trait.listingField]) }] : [];
  });

/** The listing's cards that link somewhere, section by section, in the order a visitor reads them. */
function cardsOf(listing: PageDocument): CaseNeighbour[][] {
  return placed(listing.sections, ['sections']).flatMap(([section]) =>
    'items' in section && Array.isArray(section.items)
      ? [
          (section.items as { title?: unknown; href?: unknown }[]).flatMap((item) =>
            typeof item.title === 'string' && typeof item.href === 'string' ? [{ title: item.title, href: item.href }] : [],
          ),
        ]
      : [],
  );
}

/**
 * Gives each case's links (a block with the caseLinks trait) the previous and the next case: the cards of the page it names as
 * its listing, in order, that link to a page with links naming the same listing, within the listing's section that
 * holds the case (a reader of one kind of case, say the AI projects, is not led into another kind). So adding a card,
 * and its page, is all a new case needs. At the ends there is no link: the first case has only a next one, the last only a previous
 * one (wrapping round would send a reader who has finished back to the start as if it were more). Mutates the
 * documents (already the build's own copies); returns, by page, where a case is missing from its listing.
 */
export function linkCases(documents: readonly PageDocument[]): Map<PageDocument, Problem[]> {
  const byRoute = new Map(documents.map((document) => [document.route, document]));
  const problems = new Map<PageDocument, Problem[]>();
  const report = (document: PageDocument, problem: Problem) => problems.set(document, [...(problems.get(document) ?? []), problem]);
  // Which listing each case names, so a listing's other links (a résumé, a contact page) are not taken for cases.
  const listingOf = new Map(documents.flatMap((document) => caseNavs(document).map((nav) => [document.route, nav.listing] as const)));
  for (const document of documents) {
    for (const nav of caseNavs(document)) {
      const listingPath = [...nav.path, nav.trait.listingField];
      const listing = byRoute.get(nav.listing);
      if (!listing) {
        report(document, { path: listingPath, message: messages.DanglingLink(nav.listing) });
        continue;
      }
      const section = cardsOf(listing).find((cards) => cards.some((card) => card.href === document.route)) ?? [];
      const cases = section.filter((card) => listingOf.get(card.href) === nav.listing);
      const at = cases.findIndex((card) => card.href === document.route);
      if (at < 0) {
        report(document, { path: listingPath, message: messages.CaseNotListed(document.route, nav.listing) });
        continue;
      }
      nav.trait.link(nav.section, { previous: cases[at - 1], next: cases[at + 1] });
    }
  }
  return problems;
}
