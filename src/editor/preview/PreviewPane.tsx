import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize, useMergedRef, useWindowEvent } from '@mantine/hooks';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Validation } from '../wire';
import { drawInPreview, previewFrame } from './preview-frame';
import { patchDrawn, tokenFiller } from './quick-preview';

/** The widths the preview draws at: a phone's, and a laptop's scaled down to the pane. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/**
 * The page as the site draws it, in an <iframe> of the site's /_preview: phone or desktop width, light or dark. For
 * site.json, the site's frame (header, navigation, footer) drawn with the settings, around their share card.
 * `validation` is the validator's answer for the form's `value` a moment ago, whose document the preview draws with the
 * words typed since.
 */
export function PreviewPane({
  validation,
  value,
  site,
  stale,
}: {
  validation?: Pick<Validation, 'document' | 'tokens'> & { of?: unknown };
  value: unknown;
  site: boolean;
  stale: boolean;
}) {
  // New words are drawn as they are typed; other changes when the validator has answered for them.
  const fill = useMemo(() => tokenFiller(validation?.tokens ?? {}), [validation?.tokens]);
  const document = useMemo(
    () =>
      validation?.document === undefined ? undefined : (patchDrawn(validation.of, validation.document, value, fill) ?? validation.document),
    [validation, value, fill],
  );
  const [frame] = useState(previewFrame);
  const [width, setWidth] = useState('desktop');
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [focus, setFocus] = useState<number>();
  useWindowEvent('editor:section-opened', (event) => setFocus(event.detail as number));
  // While the page has errors it has no document to draw: the preview keeps the last it had, also when it reloads
  // (a file added under public/ reloads it).
  const [lastGood, setLastGood] = useState(document);
  if (document && document !== lastGood) setLastGood(document);
  useEffect(() => {
    if (lastGood) drawInPreview({ type: 'preview', ...(site ? { site: lastGood } : { document: lastGood }), scheme, focus });
  }, [lastGood, site, scheme, focus]);
  // Desktop is drawn at a laptop's width and scaled to the pane, so its layout is a desktop's, not the pane's.
  const { ref: measured, width: paneWidth, height: paneHeight } = useElementSize();
  const pane = useRef<HTMLDivElement>(null);
  const paneRef = useMergedRef(measured, pane);
  const scale = width === 'desktop' && paneWidth > 0 ? Math.min(1, paneWidth / DESKTOP_WIDTH) : 1;
  // The frame (preview-frame.ts) is placed over the pane, and hidden when the pane goes.
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useWindowEvent('resize', () => setViewport({ width: window.innerWidth, height: window.innerHeight }));
  useLayoutEffect(() => {
    const box = pane.current?.getBoundingClientRect();
    if (!box || paneWidth === 0) return;
    Object.assign(frame.style, {
      top: `${box.top}px`,
      left: `${box.left + (width === 'phone' ? Math.max(0, (paneWidth - PHONE_WIDTH) / 2) : 0)}px`,
      // A phone's width, or the pane's when the editor itself is on a phone.
      width: `${width === 'phone' ? Math.min(PHONE_WIDTH, paneWidth) : paneWidth / scale}px`,
      height: `${paneHeight / scale}px`,
      transform: scale < 1 ? `scale(${scale})` : '',
      transformOrigin: 'top left',
      border: '1px solid var(--mantine-color-gray-4)',
      background: 'white',
      visibility: 'visible',
    });
  }, [frame, pane, paneWidth, paneHeight, width, scale, viewport]);
  useEffect(() => () => void (frame.style.visibility = 'hidden'), [frame]);
  return (
    <Stack gap="xs" p="md" bg="var(--mantine-color-gray-1)" style={{ minWidth: 0 }}>
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Preview width"
          value={width}
          onChange={setWidth}
          data={[
            { value: 'phone', label: 'Phone' },
            { value: 'desktop', label: 'Desktop' },
          ]}
        />
        {stale && (
          <Text size="sm" c="orange.9">
            The preview shows the last version without errors.
          </Text>
        )}
        <SegmentedControl
          aria-label="Preview colour scheme"
          value={scheme}
          onChange={(next) => setScheme(next as 'light' | 'dark')}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      </Group>
      {/* The frame is placed over this box: its own size must not size the pane it is measured against. */}
      <Box ref={paneRef} style={{ flex: 1, minHeight: 0 }} />
    </Stack>
  );
}
