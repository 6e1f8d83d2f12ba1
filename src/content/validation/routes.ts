import { messages } from '../../schema/messages';
import { isJsonObject, type JsonPath } from '../../schema/json';
import type { JsonSource } from './json-source';
import type { Problem } from './zod-issues';

/** What a document claims before its shape is checked: links anywhere may point at any page, valid or not. */
type Claim = [value: unknown, path: JsonPath];

function listAt(value: unknown, key: string): unknown[] {
  const list = isJsonObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list : [];
}

function fieldOf(value: unknown, key: string): unknown {
  return isJsonObject(value) ? value[key] : undefined;
}

/** Which file owns each route and alias; a second claim on a route is an error there. */
export function claimRoutes(sources: JsonSource[]): { owners: Map<string, string>; problems: Map<JsonSource, Problem[]> } {
  const owners = new Map<string, string>();
  const problems = new Map<JsonSource, Problem[]>();
  for (const source of sources) {
    const claims: Claim[] = [[fieldOf(source.value, 'route'), ['route']]];
    listAt(source.value, 'aliases').forEach((alias, i) => claims.push([alias, ['aliases', i]]));
    for (const [route, path] of claims) {
      if (typeof route !== 'string') continue;
      const owner = owners.get(route);
      if (!owner) owners.set(route, source.file);
      else problems.set(source, [...(problems.get(source) ?? []), { path, message: messages.DuplicateRoute(route, owner) }]);
    }
  }
  return { owners, problems };
}

/**
 * The routes site.json adds and refers to: a redirect must not start at a page's
 * own route or alias (it would silently replace the page), and redirect targets
 * and nav entries must be pages: a parsed page's (owners) or one whose file would not parse
 * (its syntax error is reported; its route still exists as far as links go).
 */
export function checkSiteRoutes(
  site: unknown,
  owners: Map<string, string>,
  unparsed: readonly string[],
): { redirectFroms: string[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const redirects = listAt(site, 'redirects');
  const redirectFroms: string[] = [];
  redirects.forEach((redirect, i) => {
    const from = fieldOf(redirect, 'from');
    if (typeof from !== 'string') return;
    const page = owners.get(from);
    if (page) problems.push({ path: ['redirects', i, 'from'], message: messages.RedirectHidesPage(from, page) });
    else redirectFroms.push(from);
  });
  const links: Claim[] = [
    ...redirects.map((redirect, i): Claim => [fieldOf(redirect, 'to'), ['redirects', i, 'to']]),
    ...listAt(site, 'nav').map((entry, i): Claim => [fieldOf(entry, 'href'), ['nav', i, 'href']]),
    [fieldOf(fieldOf(site, 'notFound'), 'from'), ['notFound', 'from']],
  ];
  for (const [target, path] of links) {
    if (typeof target === 'string' && !owners.has(target) && !unparsed.includes(target))
      problems.push({ path, message: messages.DanglingLink(target) });
  }
  return { redirectFroms, problems };
}
