/**
 * /_preview, in `npm run dev` only: the page the editor (/_edit) is editing, drawn by the site's own shell, theme
 * and blocks. The editor sends each change as a message; this draws it at once, before anything is saved.
 * Its own entry (./preview-main.tsx) mounts it: nothing the site's entry imports leads here.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { overlayBlocks } from '../../blocks/traits';
import { PageRenderer } from '../../app/PageRenderer';
import type { PageDocument } from '../../blocks/page';
import { allIcons } from '../../ui/all-icons';
import { addIcons } from '../../ui/Icon';
import type { Site } from '../../schema/site';
import { isPreviewMessage, PREVIEW_READY } from './preview-messages';
import { keepUnchanged } from './quick-preview';
import { SiteSharePreview } from './SiteSharePreview';

// A page edited here may name any icon; no page module brings them.
addIcons(allIcons);

/** The drawn section of the document's `index`-th: overlays (an action bar) are drawn apart from the others. */
function drawnSection(root: HTMLElement, document: PageDocument, index: number): Element | undefined {
  const inFlow = document.sections.slice(0, index).filter((section) => !overlayBlocks.has(section.type)).length;
  return root.querySelectorAll(':scope > div > section')[inFlow] ?? undefined;
}

export function Preview() {
  const [document, setDocument] = useState<PageDocument>();
  // While site.json is edited: its settings, which the frame around draws (preview-main.tsx) and the share card here.
  const [site, setSite] = useState<Site>();
  const [focus, setFocus] = useState<number>();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the editor, on this origin, draws here.
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      const { document: page, site: settings } = event.data;
      // At a lower priority than the editor's own keys, which share this thread. Every section drawn at once,
      // without the page's fade-in: what the owner edits is always in view.
      startTransition(() => {
        setSite(settings as Site | undefined);
        setDocument((previous) => (page ? keepUnchanged(previous, { ...(page as PageDocument), reveal: undefined }) : undefined));
      });
      // On <html> only, as the site's own script sets it: Mantine's setter would also store the choice, and every
      // tab of the site (the editor's too) would follow it.
      window.document.documentElement.setAttribute('data-mantine-color-scheme', event.data.scheme);
      setFocus(event.data.focus);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage(PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (document && focus !== undefined && root.current) drawnSection(root.current, document, focus)?.scrollIntoView({ block: 'start' });
  }, [document, focus]);
  return (
    <div ref={root}>
      {document && <PageRenderer document={document} />}
      {site && <SiteSharePreview site={site} />}
    </div>
  );
}
