import { Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import classes from './Diagram.module.css';
import { drawFunnel } from './draw/funnel';
import { WIDTH } from './draw/layout';
import { drawTimeline } from './draw/timeline';
import { Bars } from './Bars';
import { Flow } from './Flow';
import type { DiagramProps } from './schema';

type Drawn = Exclude<DiagramProps, { kind: 'flow' | 'bars' }>;

function draw(props: Drawn) {
  switch (props.kind) {
    case 'funnel':
      return drawFunnel(props);
    case 'timeline':
      return drawTimeline(props);
  }
}

/**
 * A funnel or a timeline, made here from the document's data as inline SVG: its colours are the theme's
 * variables (Diagram.module.css), so it follows the site's light and dark scheme with the rest of the page.
 * Its words for screen readers are the document's `alt`, as its aria-label (an SVG <title> would be a second
 * <title> in the page for whatever reads the document's); the text drawn inside is the picture's, not read twice.
 */
function Drawing(props: Drawn) {
  const { height, body } = draw(props);
  return (
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
  );
}

/** A drawing of the work, from its data: a flow and bars as HTML, a funnel and a timeline as SVG. */
export function Diagram(props: DiagramProps) {
  return (
    <figure className={classes.figure}>
      <SectionHeading heading={props.heading} intro={props.intro} />
      {props.kind === 'flow' ? <Flow {...props} /> : props.kind === 'bars' ? <Bars {...props} /> : <Drawing {...props} />}
      {props.caption && (
        <Text component="figcaption" size="sm" className={classes.caption}>
          {props.caption}
        </Text>
      )}
    </figure>
  );
}
