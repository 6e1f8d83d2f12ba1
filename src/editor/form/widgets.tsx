import { Autocomplete, Box, Button, FileButton, Group, Image, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { getDefaultRegistry } from '@rjsf/core';
import { Widgets } from '@rjsf/mantine';
import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useContext, useEffect, useRef, useState } from 'react';
import { allIcons } from '../../ui/all-icons';
import { listAssets, listPages, uploadAsset } from '../api';
import { withLocalEcho } from './local-echo';
import { PictureFolder } from './picture-folder';

/**
 * What every input of the form shows: the field's name (unless a list item's header names it), the schema's
 * description, the validator's message.
 */
const common = ({ id, label, hideLabel, schema, required, rawErrors, disabled, readonly }: WidgetProps) => ({
  id,
  label: hideLabel ? undefined : label,
  description: schema.description,
  required,
  disabled: disabled || readonly,
  error: rawErrors?.length ? rawErrors.join('\n') : undefined,
});

/** The schema marks the fields that take a picker (src/schema/primitives.ts: `widget`). */
const widgetOf = (schema: RJSFSchema) => (schema as { widget?: string }).widget;

let assets: Promise<string[]> | undefined;
let routes: Promise<string[]> | undefined;
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * A file under public/assets/: typed, or picked from those there, or uploaded beside the page's other pictures; a
 * picture is shown small under it. After an upload the picture's description (its "alt" beside it) is asked for.
 */
function AssetWidget(props: WidgetProps) {
  const { value, onChange, schema, id } = props;
  const folder = useContext(PictureFolder);
  const [files, setFiles] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const [uploaded, setUploaded] = useState<string>();
  const [broken, setBroken] = useState<string>();
  // The reminder to describe a new picture goes once its description is no longer the old picture's.
  const [described, setDescribed] = useState(false);
  const altAtUpload = useRef<string>('');
  useEffect(() => {
    if (uploaded === undefined) return;
    const altId = id.replace(/_src$/, '_alt');
    const onInput = (event: Event) => {
      const field = event.target as HTMLInputElement | null;
      if (field?.id !== altId) return;
      const text = field.value.trim();
      setDescribed(text !== '' && text !== altAtUpload.current);
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  }, [uploaded, id]);
  // A file just uploaded is served once the dev server's watcher has seen it: until then it is asked for again.
  const [retried, setRetried] = useState({ value, times: 0 });
  const retries = retried.value === value ? retried.times : 0;
  const failedToLoad = () => {
    if (uploaded === value && retries < 10) setTimeout(() => setRetried({ value, times: retries + 1 }), 300);
    else setBroken(value);
  };
  useEffect(() => {
    (assets ??= listAssets()).then((all) => setFiles(all.filter((file) => !schema.pattern || new RegExp(schema.pattern).test(file))));
  }, [schema.pattern]);
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      const path = await uploadAsset(file, folder);
      assets = undefined;
      onChange(path);
      setFailure(undefined);
      setUploaded(path);
      // The picture's description is the field beside it (the form names it root_…_alt): a new picture needs a new one,
      // so the old one is selected, and what the owner types replaces it.
      const before = document.getElementById(id.replace(/_src$/, '_alt'));
      altAtUpload.current = before instanceof HTMLInputElement || before instanceof HTMLTextAreaElement ? before.value.trim() : '';
      setDescribed(false);
      setTimeout(() => {
        const alt = document.getElementById(id.replace(/_src$/, '_alt'));
        alt?.focus();
        if (alt instanceof HTMLInputElement || alt instanceof HTMLTextAreaElement) alt.select();
      }, 100);
    } catch (error) {
      setFailure((error as Error).message);
    }
  };
  const field = common(props);
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <Autocomplete
          {...field}
          error={failure ?? field.error}
          value={value ?? ''}
          onChange={(next) => onChange(next || undefined)}
          data={files}
          limit={50}
          style={{ flex: 1 }}
        />
        <FileButton onChange={upload} accept="image/*">
          {(button) => (
            <Button variant="default" {...button} aria-label={`Upload a picture for ${props.label}`}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      {typeof value === 'string' && PICTURE.test(value) && broken !== value && (
        <Image
          key={retries}
          src={`${import.meta.env.BASE_URL}${value.slice(1)}${retries ? `?retry=${retries}` : ''}`}
          alt=""
          h={96}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
          data-thumbnail={value}
          onError={failedToLoad}
        />
      )}
      {uploaded !== undefined && uploaded === value && id.endsWith('_src') && !described && (
        <Text size="sm" c="orange.9" role="status">
          New picture: describe it in its alt text below, for those who cannot see it.
        </Text>
      )}
    </Stack>
  );
}

/** A link: one of the site's routes, offered as the owner types, or anything else the schema takes. */
function LinkWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const [known, setKnown] = useState<string[]>([]);
  useEffect(() => {
    (routes ??= listPages().then((pages) => pages.flatMap((page) => (page.route ? [page.route] : [])).sort())).then(setKnown);
  }, []);
  return <Autocomplete {...common(props)} value={value ?? ''} onChange={(next) => onChange(next || undefined)} data={known} limit={50} />;
}

/** An icon, picked by name with the icon beside each name. */
function IconWidget(props: WidgetProps) {
  const { value, onChange, schema } = props;
  const drawn = (name: string) => {
    const Drawing = allIcons[name as keyof typeof allIcons];
    return Drawing ? <Drawing size={18} aria-hidden /> : null;
  };
  return (
    <Select
      {...common(props)}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      data={(schema.enum as string[]).map((name) => ({ value: name, label: name }))}
      searchable
      clearable={!props.required}
      leftSection={value ? drawn(value) : undefined}
      renderOption={({ option }) => (
        <Group gap="xs">
          {drawn(option.value)}
          <Box component="span">{option.label}</Box>
        </Group>
      )}
    />
  );
}

/** A paragraph, or any text already long when the form opened: a box that grows with what it holds. */
function ParagraphWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <Textarea
      {...common(props)}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      autosize
      minRows={2}
      maxRows={12}
    />
  );
}

/** A yes or no, as a switch. */
function SwitchWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return <Switch {...common(props)} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

// The form's own inputs, for the fields that take no picker: core's text input drawn with Mantine's template.
const { TextWidget } = getDefaultRegistry().widgets;
const { SelectWidget } = Widgets;

export const WIDGETS: RegistryWidgetsType = {
  TextWidget: withLocalEcho(function PickedTextWidget(props: WidgetProps) {
    const widget = widgetOf(props.schema);
    // Decided once: a field that turned into a box as it grew would lose the cursor.
    const [long] = useState(() => String(props.value ?? '').length > 90);
    if (widget === 'asset') return <AssetWidget {...props} />;
    if (widget === 'link') return <LinkWidget {...props} />;
    if (widget === 'paragraph' || long) return <ParagraphWidget {...props} />;
    return <TextWidget {...props} />;
  }),
  SelectWidget: (props: WidgetProps) => (widgetOf(props.schema) === 'icon' ? <IconWidget {...props} /> : <SelectWidget {...props} />),
  CheckboxWidget: SwitchWidget,
};
