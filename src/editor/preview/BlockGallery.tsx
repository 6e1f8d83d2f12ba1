/**
 * /_blocks, in `npm run dev` only: every block's fixtures drawn beside their JSON, with a copy
 * button, to pick a block and paste its example into a page. The editor's preview entry (./preview-main.tsx)
 * mounts it: nothing the site's entry imports leads here.
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { sectionSchema } from '../../blocks/page';
import { allIcons } from '../../ui/all-icons';
import { addIcons } from '../../ui/Icon';
import { PageRenderer } from '../../app/PageRenderer';
import { GALLERY_ROUTE } from './preview-messages';

// The fixtures are drawn outside any page, so no page brings their icons.
addIcons(allIcons);

const modules = import.meta.glob<{ default: unknown }>('./*/fixtures/*.json', { eager: true, base: '../../blocks' });

export interface GalleryEntry {
  type: string;
  name: string;
  json: string;
  value: unknown;
}

/** The fixtures by block type, then file name: the order a reader expects. */
export const galleryEntries: GalleryEntry[] = Object.entries(modules)
  .map(([path, module]) => {
    const [, type, name] = /^\.\/([^/]+)\/fixtures\/([^/]+)\.json$/.exec(path)!;
    return { type, name, json: JSON.stringify(module.default, null, 2), value: module.default };
  })
  .sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name));

function Entry({ entry }: { entry: GalleryEntry }) {
  const clipboard = useClipboard({ timeout: 1500 });
  const parsed = sectionSchema.safeParse(entry.value);
  const label = `${entry.type} / ${entry.name}`;
  return (
    <Stack component="section" aria-label={label} gap="sm" data-gallery-entry={entry.type}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {label}
        </Title>
        <Button size="xs" variant="light" onClick={() => clipboard.copy(entry.json)} aria-label={`Copy the JSON of ${label}`}>
          {clipboard.copied ? 'Copied' : 'Copy JSON'}
        </Button>
      </Group>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 'var(--mantine-spacing-md)' }}>
        <div style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}>
          {parsed.success ? (
            <PageRenderer document={{ $schema: '', route: GALLERY_ROUTE, title: label, description: label, sections: [parsed.data] }} />
          ) : (
            <Text c="red.8" p="md">
              This fixture does not parse: {parsed.error.issues[0]?.message}
            </Text>
          )}
        </div>
        <pre style={{ margin: 0, padding: 12, overflow: 'auto', maxHeight: 480, background: 'var(--mantine-color-gray-0)', fontSize: 12 }}>
          {entry.json}
        </pre>
      </div>
    </Stack>
  );
}

export function BlockGallery() {
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Title order={1}>Blocks</Title>
        <Text>Every block&apos;s fixtures (src/blocks/&lt;type&gt;/fixtures/), drawn as a page draws them. Development only.</Text>
        {galleryEntries.map((entry) => (
          <Entry key={`${entry.type}/${entry.name}`} entry={entry} />
        ))}
      </Stack>
    </Container>
  );
}
