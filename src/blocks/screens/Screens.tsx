import { Button, Modal, Text } from '@mantine/core';
// The full-size view's layer: the site's sheet carries only what every page draws.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { type DrawnScreen as Drawn, drawGroup } from './draw/device';
import type { Brand, Screen, ScreensProps } from './schema';
import classes from './Screens.module.css';

/** Room around each drawing for the callouts that stand over the frame's edge. */
const MARGIN = 6;
/**
 * The width each device asks for, in CSS pixels (its largest width in Screens.module.css, a phone's across a whole
 * page): the SVG's own size, so a row measures its screens as they will be drawn and wraps only those that do not fit.
 */
const SHOWN = { phone: 272, tablet: 384, desktop: 640 };

function DrawnScreen({ screen, drawn }: { screen: Screen; drawn: Drawn }) {
  const { width, height, body } = drawn;
  const shown = SHOWN[screen.device];
  return (
    <div className={classes[screen.device]}>
      <svg
        viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`}
        width={shown}
        height={Math.round((shown * (height + 2 * MARGIN)) / (width + 2 * MARGIN))}
        className={classes.svg}
      >
        {body}
      </svg>
      {screen.label && <p className={classes.label}>{screen.label}</p>}
    </div>
  );
}

/**
 * Product screens drawn from the document as inline SVG, in the server's HTML: every colour is a theme variable
 * (Screens.module.css), so the screens follow the site's light and dark scheme and stay sharp at any width. The
 * whole picture is one image to assistive technology, named by the owner's `alt`; what is drawn inside (the
 * screens' words, the groups' labels) belongs to the picture and is not read twice. The caption and the callouts'
 * notes stand under it as text everyone reads.
 */
export function Screens(props: ScreensProps) {
  // A section "sameAs" another page has its groups from there: the build puts them in (src/content/derivation/case-screens.ts).
  const groups = props.groups ?? [];
  const many = (count: number) => (count > 4 ? classes.thumbs : undefined);
  // Drawn together, so screens of a kind are as tall as each other across groups: a before and after line up.
  const drawn = drawGroup(
    groups.flatMap((group) => group.screens),
    classes,
  );
  const firstOf = groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.screens.length, 0));
  const drawing = (
    <div role="img" aria-label={props.alt} className={classes.groups}>
      {groups.map((group, i) => (
        <div key={i} className={classes.group}>
          {group.label && <p className={classes.groupLabel}>{group.label}</p>}
          <div className={many(group.screens.length) ?? classes.screens}>
            {group.screens.map((screen, j) => (
              <DrawnScreen key={j} screen={screen} drawn={drawn[firstOf[i] + j]} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
  return (
    // The drawing's colours (its palette and the product's brand), given again to the full-size view: a dialog stands outside the panel.
    <figure className={`${classes.panel} ${classes.palette}`} data-brand={props.brand}>
      <SectionHeading heading={props.heading} intro={props.intro} />
      {drawing}
      <FullSize title={props.heading} brand={props.brand}>
        {drawing}
      </FullSize>
      <figcaption className={classes.caption}>
        {props.caption && (
          <Text component="span" size="sm" className={classes.captionLine}>
            {props.caption}
          </Text>
        )}
        {/* Drawn from the document, never a capture: said once, so a reader does not take it for the product's pixels. */}
        <Text component="span" size="xs" className={classes.redrawn}>
          Redrawn, not a screenshot
        </Text>
        {!!props.notes?.length && (
          <ol className={classes.notes}>
            {props.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ol>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * A column shrinks the drawings below the size their words were drawn for (a browser on a phone to half, a flow of
 * four phones in a case's main column to two thirds): a button opens the same drawing larger than the page ever
 * draws it, each screen at the size of a real one, scrolled sideways where the window is narrower.
 */
function FullSize({ title, brand, children }: { title?: string; brand?: Brand; children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowsMaximize size={16} {...decorative} />}
        onClick={open}
        className={classes.fullSizeButton}
      >
        View full size
      </Button>
      <Modal.Root
        opened={opened}
        onClose={close}
        fullScreen
        // Hiding the page's scrollbar would write a <style>, which the Content-Security-Policy refuses.
        removeScrollProps={{ removeScrollBar: false }}
      >
        <Modal.Content>
          {/* A dialog's header is no banner: the page has one already, the site's. */}
          <Modal.Header role="none">
            <Modal.Title>{title ?? 'Screens'}</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <div
              role="region"
              className={`${classes.fullSize} ${classes.palette}`}
              data-brand={brand}
              tabIndex={0}
              aria-label="Screens at full size, scroll sideways"
            >
              {children}
            </div>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
