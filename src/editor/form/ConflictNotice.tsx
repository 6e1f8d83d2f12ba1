import { Alert, Button, Group, Text } from '@mantine/core';

/** The file changed on disk while the owner had unsaved changes: theirs or the file's. */
export function ConflictNotice({ onKeepMine, onTakeTheirs }: { onKeepMine: () => void; onTakeTheirs: () => void }) {
  return (
    // Never squeezed by the long form below it in the scrolling column: the buttons stay whole.
    <Alert color="orange" title="The file changed on disk while you were editing" style={{ flexShrink: 0 }}>
      <Text size="sm" mb="xs">
        Someone (a text editor, a git pull) changed this page&apos;s file since you opened it. Keep your version (Save then writes it over
        theirs), or load the file&apos;s version (your unsaved changes are dropped).
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onKeepMine}>
          Keep my version
        </Button>
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          Load the file&apos;s version
        </Button>
      </Group>
    </Alert>
  );
}
