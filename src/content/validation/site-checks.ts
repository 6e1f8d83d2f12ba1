import { posix } from 'node:path';
import { internalPath } from '../../schema/links';
import { messages, type Message } from '../../schema/messages';
import { suggest } from '../../schema/suggest';
import { isJsonObject } from '../../schema/json';
import { layoutColumns } from '../../blocks/traits';
import type { JsonSource } from './json-source';
import type { Problem } from './zod-issues';

/** Each section `id` on a page (its anchors), under the page's route and aliases, read before shapes are checked. */
export function collectAnchors(sources: JsonSource[]): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const { value } of sources) {
    if (!isJsonObject(value)) continue;
    const ids = new Set<string>();
    const visit = (sections: unknown) => {
      if (!Array.isArray(sections)) return;
      for (const section of sections) {
        if (!isJsonObject(section)) continue;
        if (typeof section.id === 'string') ids.add(section.id);
        // A section sits at the top of the page or in a column of a layout block, which names its columns itself.
        for (const column of layoutColumns.get(String(section.type)) ?? []) visit(section[column]);
      }
    };
    visit(value.sections);
    const routes = [value.route, ...(Array.isArray(value.aliases) ? value.aliases : [])];
    for (const route of routes) if (typeof route === 'string') anchors.set(route, ids);
  }
  return anchors;
}

/**
 * The route of a file that would not parse, so links to it are not reported as dead:
 * its "route" line if it can be read, else the route its path gives.
 */
export function recoverRoute(file: string, text: string): string {
  const written = /"route"\s*:\s*"([^"\\]*)"/.exec(text)?.[1];
  return written ?? routeForFile(file);
}

/** pages/a/b.json and pages/a/b/index.json are /a/b; pages/index.json is /. */
export function routeForFile(file: string): string {
  const path = file.replace(/^pages\//, '').replace(/\.json$/, '');
  const route = `/${path.replace(/(^|\/)index$/, '')}`;
  return route;
}

export function routeFileProblem(source: JsonSource): Problem | undefined {
  const route = isJsonObject(source.value) ? source.value.route : undefined;
  if (typeof route !== 'string' || !source.file.startsWith('pages/')) return undefined;
  if (routeForFile(source.file) === route) return undefined;
  const where = route === '/' ? 'pages/index.json' : `pages${route}.json`;
  return { path: ['route'], message: messages.RouteNotFilePath(route, where) };
}

/**
 * A "$schema" must lead from the file's own folder to the schema, or editors check nothing:
 * a page copied into a subfolder keeps a "../schemas/…" that no longer resolves.
 * `fileOnDisk` is the file's absolute path, `schemasDir` the folder holding the schemas (both posix-style).
 */
export function schemaPathProblem(source: JsonSource, fileOnDisk: string, schemasDir: string): Problem | undefined {
  const written = isJsonObject(source.value) ? source.value.$schema : undefined;
  const name = /(?:^|\/)schemas\/((?:page|site)\.schema\.json)$/.exec(typeof written === 'string' ? written : '')?.[1];
  if (typeof written !== 'string' || !name) return undefined; // the schema's own pattern reports these
  const folder = posix.dirname(fileOnDisk);
  const target = posix.join(schemasDir, name);
  if (posix.resolve(folder, written) === target) return undefined;
  return { path: ['$schema'], message: messages.WrongSchemaPath(written, posix.relative(folder, target)) };
}

export interface LinkTargets {
  routes: ReadonlySet<string>;
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** The route of the page being checked, for "#anchor" links; undefined in site.json. */
  currentRoute(): string | undefined;
}

/** Why an internal link leads nowhere, with the nearest route or anchor; undefined when it leads somewhere. */
export function linkProblem(href: string, targets: LinkTargets): Message | undefined {
  const hashAt = href.indexOf('#');
  const anchor = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  let route: string | undefined;
  if (href.startsWith('#')) {
    route = targets.currentRoute();
  } else {
    route = internalPath(href);
    if (!route) return undefined;
    if (!targets.routes.has(route)) return messages.DanglingLink(route, suggest(route, [...targets.routes]));
  }
  if (!anchor || !route) return undefined;
  // A redirect or a page that would not parse: its sections are unknown, so its anchors cannot be checked.
  const ids = targets.anchors.get(route);
  if (!ids || ids.has(anchor)) return undefined;
  return messages.DeadAnchor(anchor, href.startsWith('#') ? '' : route, suggest(anchor, [...ids]));
}

/** Why "/assets/…" is not a file, naming the nearest file that is: the same name in another folder, else the closest path. */
export function assetProblem(path: string, exists: (path: string) => boolean, files: readonly string[]): Message | undefined {
  if (exists(path)) return undefined;
  const base = posix.basename(path);
  const sameName = files.filter((file) => posix.basename(file) === base);
  const nearest = sameName.length ? (suggest(path, sameName) ?? sameName[0]) : suggest(path, files);
  return messages.MissingAsset(path, nearest);
}
