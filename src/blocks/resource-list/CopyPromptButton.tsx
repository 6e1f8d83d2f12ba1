import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { notify } from '../../ui/notify';

const COPIED_MS = 2000;
const DISMISS = { closeButtonProps: { 'aria-label': 'Dismiss' } };

/** Copies a prompt; says "Copied!" for two seconds and confirms with a toast, or explains a refusal. */
export function CopyPromptButton({ text, title }: { text: string; title: string }) {
  const clipboard = useClipboard({ timeout: COPIED_MS });

  useEffect(() => {
    if (clipboard.copied) {
      notify({
        ...DISMISS,
        title: 'Copied to clipboard!',
        message: 'The prompt has been copied to your clipboard.',
        color: 'teal',
      });
    }
  }, [clipboard.copied]);

  useEffect(() => {
    if (clipboard.error) {
      notify({ ...DISMISS, title: 'Failed to copy', message: 'Please try copying manually.', color: 'red' });
    }
  }, [clipboard.error]);

  return (
    <Button
      variant={clipboard.copied ? 'light' : 'filled'}
      leftSection={clipboard.copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
      onClick={() => clipboard.copy(text)}
      aria-label={clipboard.copied ? 'Copied!' : `Copy Prompt: ${title}`}
    >
      {clipboard.copied ? 'Copied!' : 'Copy Prompt'}
    </Button>
  );
}
