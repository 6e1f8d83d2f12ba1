import { Button } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Templates } from '@rjsf/mantine';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import type { JsonPath } from '../wire';
import { indexIn } from './findings';

/** The items a list shows at first, and how many more each click shows. */
const SHOWN = 20;
const MantineList = Templates.ArrayFieldTemplate!;

/**
 * A list as the form draws it, but a long one (an archive's stories) shows its last items only, the newest an
 * owner appends, with a button for the earlier ones: drawing the fields of two hundred stories takes seconds.
 */
export function LongList(props: ArrayFieldTemplateProps) {
  const { items, fieldPathId } = props;
  const [shown, setShown] = useState(SHOWN);
  const hidden = Math.max(0, items.length - shown);
  // A finding's link (FindingsList) shows the item it leads to.
  useWindowEvent('editor:reveal', (event) => {
    const index = indexIn(fieldPathId.path, event.detail as JsonPath);
    if (index !== undefined && index < hidden) setShown(items.length - index);
  });
  if (hidden === 0) return <MantineList {...props} />;
  const earlier = (
    <Button key="earlier" variant="light" size="compact-sm" mb="sm" onClick={() => setShown(shown + SHOWN)}>
      Show {Math.min(SHOWN, hidden)} earlier ({hidden} not shown)
    </Button>
  );
  return <MantineList {...props} items={[earlier, ...items.slice(hidden)]} />;
}
