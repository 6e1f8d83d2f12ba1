import { Text } from '@mantine/core';
import { Picture } from '../../ui/Picture';
import { illustrationSlot } from './slot';
import type { IllustrationProps } from './schema';
import classes from './Illustration.module.css';

export function Illustration({ image, caption }: IllustrationProps) {
  return (
    <figure className={classes.figure}>
      <Picture image={image} sizes={illustrationSlot.sizes} className={classes.image} />
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="sm">
          {caption}
        </Text>
      )}
    </figure>
  );
}
