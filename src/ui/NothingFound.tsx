import { EmptyState } from '@mantine/core';
import '@mantine/core/styles/EmptyState.css';
import { IconSearchOff } from '@tabler/icons-react';

/** The empty state of a search: the document's own words. */
export function NothingFound({ title, text }: { title: string; text?: string }) {
  return <EmptyState my="xl" variant="light" icon={<IconSearchOff aria-hidden="true" />} title={title} description={text} />;
}
