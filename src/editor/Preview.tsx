/**
 * /_preview, in `npm run dev` only: the page the editor (/_edit) is editing, drawn by the site's own shell, theme
 * and blocks. The editor sends each change as a message; this draws it at once, before anything is saved.
 * App.tsx mounts it behind the development mode, so a build drops this module entirely.
 */
import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageRenderer } from '../app/PageRenderer';
import type { PageDocument } from '../schema/page';
import { allIcons } from '../ui/all-icons';
import { addIcons } from '../ui/Icon';
import { isPreviewMessage, PREVIEW_READY } from './preview-messages';

// A page edited here may name any icon; no page module brings them.
addIcons(allIcons);

export default function Preview() {
  const [document, setDocument] = useState<PageDocument>();
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the editor, on this origin, draws here.
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      setDocument(event.data.document as PageDocument);
      setColorScheme(event.data.scheme);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage(PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [setColorScheme]);
  return document ? <PageRenderer document={document} /> : null;
}
