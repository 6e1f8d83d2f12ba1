import { Button } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import { getUiOptions, type IconButtonProps } from '@rjsf/utils';
import { IconPlus } from '@tabler/icons-react';

const MantineAddButton = Templates.ButtonTemplates!.AddButton!;

/**
 * The form's "+" with its name in words when its field gives one (`ui:options.addLabel`, "Add a profile"): the form
 * library's own is an icon titled "Add Item", which says nothing of what it adds.
 */
export function AddButton(props: IconButtonProps) {
  const { addLabel } = getUiOptions(props.uiSchema);
  if (typeof addLabel !== 'string') return <MantineAddButton {...props} />;
  const { id, className, disabled, onClick } = props;
  return (
    <Button
      id={id}
      className={className}
      disabled={disabled}
      onClick={onClick}
      variant="light"
      size="compact-sm"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {addLabel}
    </Button>
  );
}
