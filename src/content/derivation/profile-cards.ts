import type { PageDocument } from '../../blocks/page';
import { everySection } from '../../blocks/sections';
import { stringsIn } from '../../schema/json';
import { profileIcon, profileWords } from '../../schema/profile-icons';

interface ProfileGrid {
  addProfiles?: boolean;
  items: { title: string; text?: string; href?: string; icon?: string }[];
}

const addsProfiles = (section: object): section is ProfileGrid => 'addProfiles' in section && 'items' in section;

/** Every string of a value: the addresses a page already links to are among them. */
const stringsOf = (value: unknown): string[] => stringsIn(value).map(([text]) => text);

/**
 * A grid marked "addProfiles" ends with a card for each of the owner's profiles the page links to nowhere, so a
 * profile added in site.json reaches the contact cards with no edit to the page (a removed one's cards have already
 * left with its links). The card is named and drawn by its address ("GitHub", the GitHub icon) and shows the
 * address itself; the owner's own words win by writing the card. Runs on the finished, token-free document.
 */
export function addProfileCards(document: PageDocument, profiles: Readonly<Record<string, string>>): void {
  const grids = everySection(document.sections).flatMap((section): ProfileGrid[] => (addsProfiles(section) ? [section] : []));
  if (!grids.length) return;
  const linked = new Set(stringsOf(document.sections));
  const missing = Object.entries(profiles).filter(([, address]) => !linked.has(address));
  for (const grid of grids) delete grid.addProfiles;
  // The first such grid takes them: two grids on one page would show each profile twice.
  grids[0].items.push(
    ...missing.map(([name, address]) => ({
      title: profileWords(name, address),
      text: address.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''),
      icon: profileIcon(address),
      href: address,
    })),
  );
}
