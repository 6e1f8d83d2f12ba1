import { Chip, CloseButton, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import type { ListState, ListView } from '../behaviours/list-state';
import { ALL } from '../behaviours/search';
import classes from './ui.module.css';

interface Props {
  state: ListState;
  placeholder: string;
  chips?: { label: string; options: string[] };
  shown: number;
  total: number;
  noun: string;
}

const VIEWS = [
  { value: 'tile', label: 'Tiles', Icon: IconLayoutGrid },
  { value: 'list', label: 'List', Icon: IconList },
] as const;

/** Search box, category chips, tile/list toggle and the announced result count, shared by every list. */
export function ListControls({ state, placeholder, chips, shown, total, noun }: Props) {
  const { query, setQuery: onQuery, chip, setChip: onChip, view, setView: onView } = state;
  return (
    <div className={classes.controls}>
      <Group gap="sm" wrap="wrap" align="center">
        <TextInput
          type="search"
          className={classes.search}
          size="md"
          radius="xl"
          placeholder={placeholder}
          aria-label={placeholder.replace(/\.+$/, '')}
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={query ? <CloseButton aria-label="Clear search" onClick={() => onQuery('')} /> : null}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => onView(value as ListView)}
          radius="xl"
          data={VIEWS.map(({ value, label, Icon }) => ({
            value,
            // A <span>: the control draws each label inside a <span>, which may hold only phrasing content.
            label: (
              <Group gap={6} wrap="nowrap" renderRoot={(props) => <span {...props} />}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </Group>
            ),
          }))}
        />
      </Group>
      {chips && (
        <Chip.Group multiple={false} value={chip} onChange={onChip}>
          <Group gap="xs" mt="md" role="radiogroup" aria-label={chips.label}>
            {[ALL, ...chips.options].map((option, i) => (
              // No `radius`: Mantine 9.7's Chip would also write it onto its <input> as an attribute HTML lacks, and
              // a chip's own corners are already fully round.
              <Chip key={i} value={option} variant="outline">
                {option}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Text size="sm" mt="md" className={classes.count} role="status">
        {shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`}
      </Text>
    </div>
  );
}
