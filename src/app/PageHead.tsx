import { useEffect } from 'react';
import type { PageDocument } from '../blocks/page';
import { languageOf } from '../schema/language';
import { JSON_RESUME_PATH, RESUME_ROUTE, withBase } from '../schema/links';
import { JsonLd } from '../ui/JsonLd';
import { FeedAlternates } from './FeedLinks';
import { homeRoute, sharePreview, structuredData } from './share';
import { owner, routes, site } from './site-data';
import { useFeedOf } from './site-feeds';

const home = homeRoute(site, routes);

/**
 * A page's tab title, description, link-preview tags (Open Graph, X), feed links and structured data.
 * React moves the <title> and <meta> into <head>; the structured data stays where it is drawn.
 */
export function PageHead({ document }: { document: PageDocument }) {
  const preview = sharePreview(document, site);
  // The prerendered page says its language; a move within the app says the next page's.
  const lang = languageOf(document, site);
  const feed = useFeedOf(document);
  useEffect(() => {
    window.document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      <title>{document.title}</title>
      <meta name="description" content={document.description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={preview.siteName} />
      <meta property="og:title" content={preview.title} />
      <meta property="og:description" content={preview.description} />
      <meta property="og:url" content={preview.url} />
      <meta property="og:image" content={preview.image.url} />
      <meta property="og:image:width" content={String(preview.image.width)} />
      <meta property="og:image:height" content={String(preview.image.height)} />
      <meta property="og:image:alt" content={preview.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {feed && <FeedAlternates feed={feed} />}
      {document.route === RESUME_ROUTE && (
        // The same résumé as data (JSON Resume), which the build writes beside the PDF (src/build/assets/resume-files.ts).
        <link rel="alternate" type="application/json" title="JSON Resume" href={withBase(JSON_RESUME_PATH)} />
      )}
      {structuredData(document, site, home, owner).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
