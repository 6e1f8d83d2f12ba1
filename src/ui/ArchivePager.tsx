import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { weekRoute, type ArchivePaging } from '../behaviours/archive-paging';
import { weekName } from '../schema/weeks';
import { decorative } from './Icon';
import { SmartLink } from './SmartLink';

/** The weeks on either side of a paged archive's page that have entries: newer first, as the tree reads. */
export function ArchivePager({ paging }: { paging: ArchivePaging }) {
  if (!paging.newer && !paging.older) return null;
  return (
    <Group component="nav" aria-label="More weeks" justify="space-between" mt="lg" fw={600}>
      {paging.newer ? (
        <Anchor component={SmartLink} href={weekRoute(paging, paging.newer)} rel="prev" c="var(--accent)">
          <IconArrowLeft size={16} {...decorative} />
          {` Newer: ${weekName(paging.newer)}`}
        </Anchor>
      ) : (
        <span />
      )}
      {paging.older && (
        <Anchor component={SmartLink} href={weekRoute(paging, paging.older)} rel="next" c="var(--accent)">
          {`Older: ${weekName(paging.older)} `}
          <IconArrowRight size={16} {...decorative} />
        </Anchor>
      )}
    </Group>
  );
}
