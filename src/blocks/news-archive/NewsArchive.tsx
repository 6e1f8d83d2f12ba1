import { useCallback, useMemo } from 'react';
import { archiveStats, storyAnchor, weekToOpen, type Paged } from '../../behaviours/archive-paging';
import { useHydrated } from '../../behaviours/hydrated';
import { useListState } from '../../behaviours/list-state';
import { filterItems, isFiltering } from '../../behaviours/search';
import { monthsShown, categoryOf, periodKey, periodOf, periodToOpen, summarize } from '../../schema/weeks';
import { useWholeArchive } from '../../behaviours/whole-archive';
import { ArchivePager } from '../../ui/ArchivePager';
import { OtherWeek, PartialSearch, WeekLink } from '../../ui/ArchiveSearch';
import { useHeadingLevels } from '../../ui/heading-levels';
import { ItemLayout } from '../../ui/ItemLayout';
import { ListControls } from '../../ui/ListControls';
import { NothingFound } from '../../ui/NothingFound';
import { SectionHeading } from '../../ui/SectionHeading';
import { StoryCard } from '../../ui/StoryCard';
import { WeeklyTree } from '../../ui/WeeklyTree';
import type { NewsArchiveProps } from './schema';
import { newsArchive } from './archive';
import { DatasetHeader } from './DatasetHeader';

type NewsItem = NewsArchiveProps['items'][number];

export function NewsArchive(props: Paged<NewsArchiveProps>) {
  const { heading, intro, searchPlaceholder, searchFields, chips, months, open, emptyWeek, empty, dataset, paging } = props;
  const state = useListState();
  const { deferredQuery: query, filtering } = state;
  const hydrated = useHydrated();
  // A search covers the whole archive once its entries arrive; until then, this page's.
  const whole = useWholeArchive<NewsItem>(paging, filtering);
  const items = filtering && whole.entries ? whole.entries : props.items;
  const stats = useMemo(() => paging?.stats ?? archiveStats(newsArchive, props), [paging, props]);

  const periodsWithNews = useMemo(() => props.items.map((item) => periodOf(item.date)), [props.items]);
  // Today's week is only known in the browser: the prerendered page opens its own week, or the newest.
  const openPeriod = useMemo(() => {
    const today = hydrated ? new Date() : undefined;
    return paging ? weekToOpen(paging, open, today) : periodToOpen(open, periodsWithNews, today);
  }, [open, periodsWithNews, hydrated, paging]);

  const filterFor = useCallback(
    (text: string) =>
      filterItems(items, { fields: searchFields, query: text, chipField: chips?.field, chip: state.chip }, (item) => ({
        ...item,
        category: categoryOf(item.tags),
      })),
    [items, searchFields, chips?.field, state.chip],
  );
  const shown = useMemo(() => filterFor(query), [filterFor, query]);
  // The count answers each keystroke at once; the stories below follow a beat behind. Unfiltered, it counts them all.
  const count = !isFiltering(state) ? stats.entries : state.query === query ? shown.length : filterFor(state.query).length;
  const byWeek = useMemo(() => {
    const weeks = new Map<string, NewsItem[]>();
    for (const item of [...shown].sort((a, b) => a.date.localeCompare(b.date))) {
      const key = periodKey(periodOf(item.date));
      weeks.set(key, [...(weeks.get(key) ?? []), item]);
    }
    return weeks;
  }, [shown]);

  // The months drawn: the document's, or the oldest to the newest entry of the whole archive (the paging knows them all).
  const range = useMemo(
    () => monthsShown(months, paging ? Object.keys(paging.weeks) : props.items.map((item) => periodKey(periodOf(item.date)))),
    [months, paging, props.items],
  );

  // The same element while only the box has changed, so a keystroke does not redraw every story.
  const stories = useMemo(() => {
    const cards = (news: NewsItem[]) => (
      <ItemLayout view={state.view}>
        {news.map((item, i) => (
          <NewsCard key={i} item={item} />
        ))}
      </ItemLayout>
    );
    return filtering && shown.length === 0 ? (
      <NothingFound title={empty.title} text={empty.text} />
    ) : (
      <WeeklyTree
        months={range}
        openPeriod={openPeriod}
        filtering={filtering}
        paging={filtering ? undefined : paging}
        count={(period) => byWeek.get(periodKey(period))?.length ?? 0}
        emptyWeek={emptyWeek}
        renderWeek={(period) => {
          const key = periodKey(period);
          if (!filtering && paging && key !== paging.week && paging.weeks[key])
            return <OtherWeek<NewsItem> paging={paging} period={period} render={(all) => cards(all.filter((item) => inWeek(item, key)))} />;
          return (
            <>
              {filtering && paging && <WeekLink paging={paging} period={period} />}
              {cards(byWeek.get(key) ?? [])}
            </>
          );
        }}
      />
    );
  }, [byWeek, filtering, shown.length, empty, range, openPeriod, emptyWeek, state.view, paging]);

  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <DatasetHeader {...dataset} stats={stats} />
      <ListControls state={state} placeholder={searchPlaceholder} chips={chips} shown={count} total={stats.entries} noun="stories" />
      {whole.failed && filtering && paging && <PartialSearch paging={paging} />}
      {stories}
      {paging && !filtering && <ArchivePager paging={paging} />}
    </>
  );
}

const inWeek = (item: NewsItem, week: string) => periodKey(periodOf(item.date)) === week;

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
          {item.source} · <time dateTime={item.date}>{item.date}</time>
        </>
      }
    />
  );
}
