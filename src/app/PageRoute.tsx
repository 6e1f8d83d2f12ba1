import { use } from 'react';
import { loadedPage, loadPage } from './pages';
import { PageRenderer } from './PageRenderer';

/** One route: its document (loaded on first visit), its tab title and description, its sections. */
export function PageRoute({ route }: { route: string }) {
  const document = loadedPage(route) ?? use(loadPage(route));
  return (
    <>
      <title>{document.title}</title>
      <meta name="description" content={document.description} />
      <PageRenderer document={document} />
    </>
  );
}
