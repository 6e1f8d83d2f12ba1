import { use } from 'react';
import { loadedPage, loadPage } from './pages';
import { PageHead } from './PageHead';
import { PageRenderer } from './PageRenderer';

/** One route: its document (loaded on first visit), its head (title, description, share tags), its sections. */
export function PageRoute({ route }: { route: string }) {
  const document = loadedPage(route) ?? use(loadPage(route));
  return (
    <>
      <PageHead document={document} />
      <PageRenderer document={document} />
    </>
  );
}
