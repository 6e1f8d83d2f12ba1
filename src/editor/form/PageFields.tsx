import { Accordion, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { ErrorSchema, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useContext, useState } from 'react';
import type { JsonPath } from '../wire';
import { countErrors, countWithin, ToWrite } from './findings';
import { PanelTitle } from './PanelTitle';

const SETTINGS = 'settings';

/**
 * The page's own fields: its content (the sections) first, as the owner came to edit it, and its settings (route,
 * title, description, reveal…) after, behind a "Page settings" panel that starts closed.
 */
export function PageFields({ properties, errorSchema }: ObjectFieldTemplateProps) {
  const [open, setOpen] = useState<string | null>(null);
  // A finding's link (FindingsList) opens the panel when its field is a setting.
  useWindowEvent('editor:reveal', (event) => {
    const [first] = event.detail as JsonPath;
    if (first !== undefined && first !== 'sections') setOpen(SETTINGS);
  });
  const shown = properties.filter((property) => !property.hidden);
  const sections = shown.filter((property) => property.name === 'sections');
  const settings = shown.filter((property) => property.name !== 'sections');
  const toWrite = useContext(ToWrite);
  const messages = settings.reduce(
    (sum, { name }) => sum + countErrors((errorSchema as Record<string, ErrorSchema> | undefined)?.[name]),
    0,
  );
  const toWriteHere = settings.reduce((sum, { name }) => sum + countWithin(toWrite, [name]), 0);
  return (
    <Stack gap="md">
      {sections.map((property) => property.content)}
      {settings.length > 0 && (
        <Accordion variant="separated" value={open} onChange={setOpen} chevronPosition="left">
          <Accordion.Item value={SETTINGS}>
            <Accordion.Control>
              <PanelTitle label="Page settings" errors={messages - toWriteHere} toWrite={toWriteHere} />
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">{settings.map((property) => property.content)}</Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}
