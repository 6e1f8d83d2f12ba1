import { absolute, type FeedTrait } from '../../schema/feed-entries';
import { containsToken } from '../../schema/links';
import type { ArticleGridProps } from './schema';

/**
 * A dated, linked article is an entry. Labels were derived by the validator (src/content/derivation/derive.ts), as the page
 * shows them. A placeholder (no href) has nothing to read yet; a runtime token ("{resume}") has no address before
 * the browser's.
 */
export const articleFeed: FeedTrait<ArticleGridProps> = {
  entries: (props, { route, siteBase }) =>
    props.items.flatMap(({ title, href, date, label, description }) => {
      if (!date || !href || containsToken(href)) return [];
      const url = absolute(href, route, siteBase);
      return [{ id: url, title, url, date, summary: description, category: label }];
    }),
  undated: (props) => props.items.flatMap((item, i) => (item.href && !item.date ? [['items', i]] : [])),
};
