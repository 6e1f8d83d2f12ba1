import { Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import classes from './Diagram.module.css';
import { drawBars } from './draw/bars';
import { drawFlow } from './draw/flow';
import { drawFunnel } from './draw/funnel';
import { WIDTH } from './draw/layout';
import { drawTimeline } from './draw/timeline';
import type { DiagramProps } from './schema';

function draw(props: DiagramProps) {
  switch (props.kind) {
    case 'flow':
      return drawFlow(props);
    case 'funnel':
      return drawFunnel(props);
    case 'timeline':
      return drawTimeline(props);
    case 'bars':
      return drawBars(props);
  }
}

/**
 * A drawing of the work, made here from the document's data as inline SVG: its colours are the theme's
 * variables (Diagram.module.css), so it follows the site's light and dark scheme with the rest of the page.
 * Its words for screen readers are the document's `alt`, as its aria-label (an SVG <title> would be a second
 * <title> in the page for whatever reads the document's); the text drawn inside is the picture's, not read twice.
 */
export function Diagram(props: DiagramProps) {
  const { height, body } = draw(props);
  return (
    <figure className={classes.figure}>
      <SectionHeading heading={props.heading} intro={props.intro} />
      <svg
        role="img"
        aria-label={props.alt}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
        className={classes.svg}
        data-kind={props.kind}
      >
        {body}
      </svg>
      {props.caption && (
        <Text component="figcaption" size="sm" className={classes.caption}>
          {props.caption}
        </Text>
      )}
    </figure>
  );
}
