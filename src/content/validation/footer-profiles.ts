import { messages } from '../../schema/messages';
import { profileIcon, profileWords } from '../../schema/profile-icons';
import type { Site } from '../../schema/site';
import { suggest } from '../../schema/suggest';
import { isJsonObject } from '../../schema/json';
import type { Problem } from './zod-issues';

/**
 * The footer names the profiles it shows (site.json's footer.profiles[].name); each must be one that "profiles"
 * holds, whose address is the icon's link. A name near one that exists is a typo, an error; any other is a removed
 * profile, whose icon leaves the footer as its links leave the pages: a warning, as for those links. Read from the
 * raw site.json, beside its shape's own checks.
 */
export function checkFooterProfiles(site: unknown): Problem[] {
  if (!isJsonObject(site)) return [];
  const known = isJsonObject(site.profiles) ? Object.keys(site.profiles) : [];
  const footer = isJsonObject(site.footer) ? site.footer : {};
  const shown = Array.isArray(footer.profiles) ? footer.profiles : [];
  return shown.flatMap((entry, i): Problem[] => {
    const name = isJsonObject(entry) ? entry.name : undefined;
    if (typeof name !== 'string' || known.includes(name)) return [];
    const suggestion = suggest(name, known);
    const message = suggestion ? messages.UnknownProfile(name, known, suggestion) : messages.RemovedProfileLink(name);
    return [{ path: ['footer', 'profiles', i, 'name'], message }];
  });
}

/**
 * The site as the pages draw it: the footer shows exactly the owner's profiles. Those it names come first, in its
 * order and words, without the ones that are gone (checkFooterProfiles warns); every other profile follows, so one
 * the owner adds appears with no other edit. Each is drawn with its icon, by its address when none is named.
 */
export function withoutRemovedProfiles(site: Site): Site {
  if (!site.footer) return site;
  const named = (site.footer.profiles ?? []).filter((profile) => profile.name in site.profiles);
  const labels = new Set(named.map((profile) => profile.label));
  const others = Object.keys(site.profiles)
    .filter((name) => !named.some((profile) => profile.name === name))
    .map((name): (typeof named)[number] => {
      // Two Instagram accounts are told apart by their names: "Instagram (photography)".
      const words = profileWords(name, site.profiles[name]);
      const label = labels.has(words) ? `${words} (${name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase()})` : words;
      labels.add(label);
      return { name, label };
    });
  const profiles = [...named, ...others].map((profile) => ({ ...profile, icon: profile.icon ?? profileIcon(site.profiles[profile.name]) }));
  return { ...site, footer: { ...site.footer, profiles } };
}
