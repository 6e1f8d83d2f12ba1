import { Accordion, Button, Group, Select, Stack, Text } from '@mantine/core';
import { toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useWindowEvent } from '@mantine/hooks';
import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { layoutColumns } from '../../blocks/traits';
import { BLOCK_SCHEMAS, blockSchema, starterSection } from './block-schemas';
import type { JsonPath } from '../wire';
import { newEntryOf, withStory } from './add-story';
import { whenTyped } from './local-echo';
import { countErrors, countWithin, indexIn, ToWrite } from './findings';
import { revealField } from './FindingsList';
import { PanelTitle } from './PanelTitle';

type Section = Record<string, unknown>;
/** A section and its panel's key. */
type Panel = { section: Section; key: string };

/** A section's fields: its block's schema; its type is chosen when it is added, and a layout's columns are sections too. */
const uiFor = (type: unknown): UiSchema => {
  const stories = newEntryOf(type)?.field;
  return {
    // The panel's header names the section already.
    'ui:title': '',
    'ui:description': '',
    type: { 'ui:widget': 'hidden' },
    // An archive's stories are added by "Add story" (dated today, id filled in, at the top of this week), not "+".
    ...(stories ? { [stories]: { 'ui:options': { addable: false } } } : {}),
    ...Object.fromEntries((layoutColumns.get(String(type)) ?? []).map((column) => [column, { 'ui:field': 'sections' }])),
  };
};

let lastKey = 0;
const newKey = () => `section-${++lastKey}`;

/**
 * A key for each section's panel that stays with the section when it is moved, duplicated or removed here, so a panel
 * never shows another section's fields or opens in its place. Any other new list (undo, the file's version) gets
 * fresh keys.
 */
function usePanelKeys(sections: Section[]) {
  const [drawn, setDrawn] = useState(() => ({ sections, keys: sections.map(newKey) }));
  const [pending, setPending] = useState<{ from: Section[]; keys: string[] }>();
  /** The keys the list an action makes will have, from the list it acts on. */
  const expect = (from: Section[], keys: string[]) => setPending({ from, keys });
  if (drawn.sections === sections) return { keys: drawn.keys, expect };
  // A new list: the action's keys if it is the action's, else the same keys while the count stays.
  const followed = pending && pending.from !== sections && pending.keys.length === sections.length;
  const keys = followed ? pending.keys : sections.length === drawn.keys.length ? drawn.keys : sections.map(newKey);
  setDrawn({ sections, keys });
  if (followed) setPending(undefined);
  return { keys, expect };
}

/** What a panel is called: its block type and heading ("prose: Overview"). */
export function sectionName(section: Section, index: number): string {
  const heading = typeof section.heading === 'string' ? section.heading : typeof section.title === 'string' ? section.title : '';
  return `${index + 1}. ${String(section.type)}${heading ? `: ${heading}` : ''}`;
}

/**
 * A list of sections (the page's, or a layout's column): a panel each, named by its block and heading, with
 * buttons to move, duplicate and remove it, and "Add section" offering every block. Its fields are the form's own.
 */
export function SectionsField({ formData, onChange, fieldPathId, registry, errorSchema, onBlur, onFocus, name, schema }: FieldProps) {
  const sections = (formData ?? []) as Section[];
  const toWrite = useContext(ToWrite);
  const { SchemaField } = registry.fields;
  const [open, setOpen] = useState<string[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const change = (next: Section[]) => onChange(next, fieldPathId.path);
  // The sections as last drawn: an action waits for the keys still on their way to the form (whenTyped), then acts
  // on the sections that hold them.
  const latest = useRef(sections);
  useLayoutEffect(() => {
    latest.current = sections;
  });
  const { keys, expect } = usePanelKeys(sections);
  const latestKeys = useRef(keys);
  useLayoutEffect(() => {
    latestKeys.current = keys;
  });
  /** Changes the list, each panel's key following its section. */
  const act = (arrange: (current: Panel[]) => Panel[]) =>
    void whenTyped().then(() => {
      const next = arrange(latest.current.map((section, i) => ({ section, key: latestKeys.current[i] ?? newKey() })));
      expect(
        latest.current,
        next.map((panel) => panel.key),
      );
      change(next.map((panel) => panel.section));
    });
  const move = (from: number, to: number) =>
    act((current) => {
      const next = [...current];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    });
  const listName = name === 'sections' ? 'page' : name;
  // A finding's link (FindingsList) opens the panel that holds its field.
  useWindowEvent('editor:reveal', (event) => {
    const index = indexIn(fieldPathId.path, event.detail as JsonPath);
    const key = index === undefined ? undefined : latestKeys.current[index];
    if (key !== undefined) setOpen((opened) => (opened.includes(key) ? opened : [...opened, key]));
  });

  return (
    <Stack gap="xs" id={fieldPathId.$id}>
      {listName !== 'page' && (
        <div>
          <Text fw={600}>{schema.title ?? name}</Text>
          {schema.description && (
            <Text size="sm" c="dimmed">
              {schema.description}
            </Text>
          )}
        </div>
      )}
      <Accordion
        multiple
        value={open}
        onChange={(next) => {
          // The page's own sections: the preview scrolls to the one just opened.
          const opened = next.find((panel) => !open.includes(panel));
          if (opened !== undefined && fieldPathId.path.length === 1)
            window.dispatchEvent(new CustomEvent('editor:section-opened', { detail: keys.indexOf(opened) }));
          setOpen(next);
        }}
        variant="separated"
        keepMounted={false}
        chevronPosition="left"
      >
        {sections.map((section, i) => {
          const schema = blockSchema(section.type)?.schema;
          const inside = (errorSchema as Record<number, ErrorSchema> | undefined)?.[i];
          const toWriteHere = countWithin(toWrite, [...fieldPathId.path, i]);
          const errors = countErrors(inside) - toWriteHere;
          const label = sectionName(section, i);
          return (
            <Accordion.Item key={keys[i]} value={keys[i]} data-section={label}>
              <Accordion.Control aria-label={`Section ${label}`}>
                <PanelTitle label={label} errors={errors} toWrite={toWriteHere} />
              </Accordion.Control>
              <Accordion.Panel>
                <Group gap="xs" mb="sm">
                  {(
                    [
                      ['Move up', i - 1],
                      ['Move down', i + 1],
                    ] as const
                  ).map(([action, to]) => (
                    <Button
                      key={action}
                      size="compact-sm"
                      variant="default"
                      disabled={to < 0 || to >= sections.length}
                      onClick={() => move(i, to)}
                      aria-label={`${action}: ${label}`}
                    >
                      {action}
                    </Button>
                  ))}
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() =>
                      act((current) => [
                        ...current.slice(0, i + 1),
                        { section: structuredClone(current[i].section), key: newKey() },
                        ...current.slice(i + 1),
                      ])
                    }
                    aria-label={`Duplicate: ${label}`}
                  >
                    Duplicate
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => act((current) => current.filter((_, j) => j !== i))}
                    aria-label={`Remove section: ${label}`}
                  >
                    Remove section
                  </Button>
                  {newEntryOf(section.type) && (
                    <Button
                      size="compact-sm"
                      onClick={() =>
                        void whenTyped().then(() => {
                          const added = withStory(latest.current[i]);
                          if (!added) return;
                          change(latest.current.with(i, added.section));
                          revealField([...fieldPathId.path, i, ...added.title]);
                        })
                      }
                    >
                      Add story
                    </Button>
                  )}
                </Group>
                {schema ? (
                  <SchemaField
                    name={String(i)}
                    schema={schema as RJSFSchema}
                    uiSchema={uiFor(section.type)}
                    formData={section}
                    errorSchema={(errorSchema as Record<number, ErrorSchema> | undefined)?.[i]}
                    fieldPathId={toFieldPathId(i, registry.globalFormOptions, fieldPathId)}
                    onChange={onChange}
                    onBlur={onBlur}
                    onFocus={onFocus}
                    registry={registry}
                    required
                    disabled={false}
                    readonly={false}
                  />
                ) : (
                  <Text c="red">There is no block of type “{String(section.type)}”: remove this section, or add one of a known type.</Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <Group gap="xs" align="flex-end">
        <Select
          label={`Add a section to the ${listName}`}
          placeholder="Pick a block"
          searchable
          data={BLOCK_SCHEMAS.map((block) => ({ value: block.type, label: `${block.type}: ${block.description}` }))}
          value={adding}
          onChange={setAdding}
          w={420}
        />
        <Button
          disabled={!adding}
          onClick={async () => {
            const section = await starterSection(adding!);
            const key = newKey();
            act((current) => [...current, { section, key }]);
            setOpen([...open, key]);
            setAdding(null);
          }}
        >
          Add section
        </Button>
      </Group>
    </Stack>
  );
}
