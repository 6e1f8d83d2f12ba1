import { Container } from '@mantine/core';
import { Fragment, memo, useEffect, useRef } from 'react';
import { blockComponents } from '../blocks/components';
import { overlayBlocks, pageHeadingBlock } from '../blocks/traits';
import { revealOnScroll } from '../behaviours/reveal';
import type { PageDocument, Section } from '../blocks/page';
import { headingLevels, HeadingLevelsContext, useHeadingLevels, type HeadingOrder } from '../ui/heading-levels';
import { FirstScreenContext, type FirstScreen } from '../blocks/first-screen';
import { NestedSectionsContext, type ContentSection } from '../blocks/nested-sections';
import { BlockBoundary } from './BlockBoundary';
import { FeedLink } from './FeedLinks';
import { useFeedOf } from './site-feeds';
import classes from './app.module.css';

/**
 * A section's block, told its heading levels: its heading takes `level` (h2 under the page's h1). Drawn again only
 * when its section is another object: the editor's preview keeps the ones a change leaves alone (Preview.tsx).
 */
const SectionBlock = memo(function SectionBlock({ section, level }: { section: Section; level: HeadingOrder }) {
  const Block = blockComponents[section.type] as (props: Section) => React.ReactNode;
  return (
    <HeadingLevelsContext value={headingLevels(section, level)}>
      <BlockBoundary type={section.type}>
        <Block {...section} />
      </BlockBoundary>
    </HeadingLevelsContext>
  );
});

const renderBlock = (section: Section, level: HeadingOrder = 2) => <SectionBlock section={section} level={level} />;

/** A section a layout block holds: it sits where the layout's items do, so its heading takes their level. */
function NestedSection({ section }: { section: ContentSection }) {
  const { items } = useHeadingLevels();
  return (
    <section id={section.id} data-block={section.type}>
      {renderBlock(section, items)}
    </section>
  );
}

/** Sections a layout block holds: each its own <section>, inside the layout's container. */
function renderNested(sections: ContentSection[]) {
  return sections.map((section, i) => <NestedSection key={i} section={section} />);
}

/** The first section; the one right under an opening page header; or one further down. */
const placeOnFirstScreen = (i: number, headingSection: number): FirstScreen =>
  i === 0 ? 'first' : i === 1 && headingSection === 0 ? 'under-header' : false;

/**
 * A section past the first screen (the page header and the section under it, or the first two): the browser may leave
 * it undrawn until it nears the window (app.module.css), so the first paint does not wait for a long page's rows.
 */
const pastFirstScreen = (i: number, headingSection: number) => i > Math.max(headingSection, 0) + 1;

/** Walks the document's sections and hands each to the block registered under its type. */
export function PageRenderer({ document }: { document: PageDocument }) {
  const root = useRef<HTMLDivElement>(null);
  const { reveal } = document;

  useEffect(() => {
    if (!reveal || !root.current) return undefined;
    return revealOnScroll([...root.current.children], reveal);
  }, [reveal, document]);

  // Overlays stay outside the animated sections: a transformed ancestor would pin them to it, not to the window.
  const inFlow = document.sections.filter((section) => !overlayBlocks.has(section.type));
  const overlays = document.sections.filter((section) => overlayBlocks.has(section.type));
  // A page in a feed offers it under its heading, whatever blocks follow.
  const feed = useFeedOf(document);
  const headingSection = inFlow.findIndex((section) => section.type === pageHeadingBlock);
  return (
    <NestedSectionsContext value={renderNested}>
      <div ref={root} className={classes.sections}>
        {inFlow.map((section, i) => (
          <Container
            key={`${document.route}-${i}`}
            component="section"
            size="lg"
            id={section.id}
            className={classes.section}
            data-block={section.type}
            data-later={pastFirstScreen(i, headingSection) ? '' : undefined}
          >
            <FirstScreenContext value={placeOnFirstScreen(i, headingSection)}>{renderBlock(section)}</FirstScreenContext>
            {feed && i === headingSection && <FeedLink feed={feed} />}
          </Container>
        ))}
      </div>
      {overlays.map((section, i) => (
        <Fragment key={`${document.route}-overlay-${i}`}>{renderBlock(section)}</Fragment>
      ))}
    </NestedSectionsContext>
  );
}
