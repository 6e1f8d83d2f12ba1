import { Text, Title } from '@mantine/core';
import { useState } from 'react';
import { storyAnchor, type Paged } from '../../behaviours/archive-paging';
import type { ListView } from '../../behaviours/list-state';
import { below, useHeadingLevels } from '../../ui/heading-levels';
import { ItemLayout } from '../../ui/ItemLayout';
import { StoryCard } from '../../ui/StoryCard';
import { WeeklyArchive, type ArchiveWeek } from '../../ui/WeeklyArchive';
import { Disclosure } from '../../ui/WeeklyTree';
import type { RoboticsArchiveProps } from './schema';
import { roboticsArchive } from './archive';

type Week = RoboticsArchiveProps['weeks'][number];
type Update = Week['updates'][number];

export function RoboticsArchive(props: Paged<RoboticsArchiveProps>) {
  return <WeeklyArchive section={props} archive={roboticsArchive} itemsOf={updatesOf} noun="updates" renderWeek={weekDetails} />;
}

/** A week's items are its updates. */
const updatesOf = (week: Week) => week.updates;

/** A week is the one entry of its week, drawn with the updates the search leaves. */
const weekDetails = ({ entries: [week], items }: ArchiveWeek<Week, Update>, view: ListView) =>
  week && <WeekDetails week={week} updates={items} view={view} />;

function WeekDetails({ week, updates, view }: { week: Week; updates: Update[]; view: ListView }) {
  const levels = useHeadingLevels();
  return (
    <>
      <Title order={levels.items} size="h5" mb="xs">
        Weekly Updates
      </Title>
      <ItemLayout view={view}>
        {updates.map((update, i) => (
          <StoryCard
            key={i}
            id={storyAnchor(update.id)}
            badges={[
              { text: update.category, look: 'category' },
              { text: update.tag, look: 'tag' },
            ]}
            title={update.title}
            href={update.link}
            level={below(levels.items)}
            summary={update.summary}
            footer={update.source}
          />
        ))}
      </ItemLayout>
      <Highlight
        label="Tech Spotlight"
        title={week.spotlight.title}
        text={week.spotlight.desc}
        note="Innovation"
        value={week.spotlight.innovation}
      />
      <Highlight
        label="Most Impressive"
        title={week.impressive.title}
        text={week.impressive.desc}
        note="Impact"
        value={week.impressive.impact}
      />
    </>
  );
}

/** A week's "Tech Spotlight" or "Most Impressive", closed until asked for. */
function Highlight({ label, title, text, note, value }: { label: string; title: string; text: string; note: string; value: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure level="detail" tone="lavender" open={open} onToggle={setOpen} summary={<span>{`${label}: ${title}`}</span>}>
      <Text size="sm">{text}</Text>
      <Text size="sm" mt="xs">
        <strong>{`${note}:`}</strong>
        {` ${value}`}
      </Text>
    </Disclosure>
  );
}
