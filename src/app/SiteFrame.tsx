import type { ReactNode } from 'react';
import { SiteUrlContext } from '../behaviours/site-url';
import { ArchiveEntriesContext } from '../behaviours/archive-source';
import { NotificationsOnDemand } from '../ui/notify';
import { archives, feeds, site } from './site-data';
import { SiteFeedsContext } from './site-feeds';
import { ResumeProvider } from './ResumeProvider';
import { Shell } from './Shell';
import { ThemeProvider } from './ThemeProvider';

/** An archive's every entry, from the route table's loader, which imports them when first asked. */
const archiveEntries = (archive: string) =>
  archives[archive]?.entries().then((module) => module.default) ?? Promise.reject(new Error(`no archive at ${archive}`));

/** The site around a page: its providers and its shell (header, footer, search). The editor's preview draws pages in it too. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SiteUrlContext value={site.siteUrl}>
        <SiteFeedsContext value={feeds}>
          <ArchiveEntriesContext value={archiveEntries}>
            <NotificationsOnDemand />
            <ResumeProvider>
              <Shell>{children}</Shell>
            </ResumeProvider>
          </ArchiveEntriesContext>
        </SiteFeedsContext>
      </SiteUrlContext>
    </ThemeProvider>
  );
}
