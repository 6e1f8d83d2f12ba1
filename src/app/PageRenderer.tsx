import { Container } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { blockComponents, overlayBlocks } from '../blocks/components';
import { revealOnScroll } from '../behaviours/reveal';
import type { PageDocument, Section } from '../schema/page';
import { NestedSectionsContext, type ContentSection } from '../ui/nested-sections';
import { BlockBoundary } from './BlockBoundary';
import classes from './app.module.css';

function renderBlock(section: Section) {
  const Block = blockComponents[section.type] as (props: Section) => React.ReactNode;
  return (
    <BlockBoundary type={section.type}>
      <Block {...section} />
    </BlockBoundary>
  );
}

/** Sections a layout block holds: each its own <section>, inside the layout's container. */
function renderNested(sections: ContentSection[]) {
  return sections.map((section, i) => (
    <section key={i} id={section.id} className={classes.nested} data-block={section.type}>
      {renderBlock(section)}
    </section>
  ));
}

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
          >
            {renderBlock(section)}
          </Container>
        ))}
      </div>
      {overlays.map((section, i) => (
        <Fragment key={`${document.route}-overlay-${i}`}>{renderBlock(section)}</Fragment>
      ))}
    </NestedSectionsContext>
  );
}
