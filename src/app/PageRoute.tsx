import { use } from 'react';
import { NotFound } from './NotFound';
import { isMissingPage, loadedPage, loadPage } from './pages';
import { PageHead } from './PageHead';
import { PageRenderer } from './PageRenderer';
import { useRoute } from './useRoute';

/** An archive's week page, at the address the router matched ("/resources/ai-news/:week"); a week without one is not found. */
export function WeekRoute() {
  const route = useRoute();
  if (isMissingPage(route)) return <NotFound />;
  return <PageRoute route={route} />;
}

/** One route: its document (loaded on first visit), its head (title, description, share tags), its sections. */
export function PageRoute({ route }: { route: string }) {
  const document = loadedPage(route) ?? use(loadPage(route));
  if (!document) return <NotFound />;
  return (
    <>
      <PageHead document={document} />
      <PageRenderer document={document} />
    </>
  );
}
