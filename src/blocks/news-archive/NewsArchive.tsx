import { storyAnchor, type Paged } from '../../behaviours/archive-paging';
import type { ListView } from '../../behaviours/list-state';
import { categoryOf, summarize } from '../../schema/weeks';
import { useHeadingLevels } from '../../ui/heading-levels';
import { ItemLayout } from '../../ui/ItemLayout';
import { StoryCard } from '../../ui/StoryCard';
import { WeeklyArchive, type ArchiveWeek } from '../../ui/WeeklyArchive';
import type { NewsArchiveProps } from './schema';
import { newsArchive } from './archive';
import { DatasetHeader } from './DatasetHeader';

type NewsItem = NewsArchiveProps['items'][number];

export function NewsArchive(props: Paged<NewsArchiveProps>) {
  return (
    <WeeklyArchive
      section={props}
      archive={newsArchive}
      itemsOf={itself}
      searchable={withCategory}
      noun="stories"
      header={(stats) => <DatasetHeader {...props.dataset} stats={stats} />}
      renderWeek={storiesOf}
    />
  );
}

/** A story is the one item of its entry. */
const itself = (item: NewsItem) => [item];

/** A story as the search and the chips read it: with the category its card shows. */
const withCategory = (item: NewsItem) => ({ ...item, category: categoryOf(item.tags) });

const storiesOf = ({ items }: ArchiveWeek<NewsItem, NewsItem>, view: ListView) => (
  <ItemLayout view={view}>
    {items.map((item, i) => (
      <NewsCard key={i} item={item} />
    ))}
  </ItemLayout>
);

function NewsCard({ item }: { item: NewsItem }) {
  const levels = useHeadingLevels();
  return (
    <StoryCard
      id={storyAnchor(item.id)}
      badges={[{ text: categoryOf(item.tags), look: 'category' }, ...(item.trending ? [{ text: 'Trending', look: 'hot' as const }] : [])]}
      title={item.title}
      href={item.url}
      level={levels.items}
      summary={summarize(item.description)}
      footer={
        <>
          {`${item.source} · `}
          <time dateTime={item.date}>{item.date}</time>
        </>
      }
    />
  );
}
