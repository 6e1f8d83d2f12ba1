import { Text } from '@mantine/core';
import { withBase } from '../../schema/links';
import type { IllustrationProps } from './schema';
import classes from './Illustration.module.css';

export function Illustration({ image, caption }: IllustrationProps) {
  return (
    <figure className={classes.figure}>
      <img
        src={withBase(image.src)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={classes.image}
      />
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed" ta="center" mt="sm">
          {caption}
        </Text>
      )}
    </figure>
  );
}
