import { aliases, archives as rawArchives, loaders as rawLoaders, site as rawSite } from 'virtual:site';
import type { PageDocument } from '../schema/page';
import type { Site } from '../schema/site';
import type { IconDrawings } from '../ui/Icon';

/** The validated site settings and route table, typed (the build validated them against these types). */
export const site = rawSite as Site;
export const loaders = rawLoaders as Record<string, () => Promise<{ default: PageDocument; icons: IconDrawings }>>;
export const routes = Object.keys(loaders).map((route) => ({ route, aliases: aliases[route] ?? [] }));
/** Each paged archive's every entry (news items or robotics weeks), by the archive's route. */
export const archives = rawArchives as Record<string, () => Promise<{ default: unknown[] }>>;
