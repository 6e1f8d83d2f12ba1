import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { IconArrowLeft, IconArrowRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { useFirstScreen } from '../first-screen';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { CarouselProps } from './schema';
import { slideSlot } from './slot';
import classes from './Carousel.module.css';

/** What holds the slideshow still for as long as it lasts. */
type Hold = 'hover' | 'focus' | 'press';
/** The visitor's own choice from the pause/play button; "auto" plays unless motion is reduced. */
type Choice = 'auto' | 'paused' | 'playing';

/**
 * Embla scrolls and its Autoplay plugin keeps the timer (and pauses it while the tab is
 * hidden); this component only decides when the plugin may run. The plugin's own resume on
 * mouse leave or pointer release would override a visitor's pause, so those are handled here.
 */
export function Carousel({ label, interval = 5000, slides }: CarouselProps) {
  // Until the media query is read, assume reduced motion: nothing may move before we know.
  const reduceMotion = useReducedMotion(true);
  const [autoplay] = useState(() =>
    Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const id = useId();
  const firstScreen = useFirstScreen();
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [choice, setChoice] = useState<Choice>('auto');
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());

  const running = choice === 'playing' || (choice === 'auto' && !reduceMotion);
  const shouldPlay = running && holds.size === 0;

  const hold = (reason: Hold, on: boolean) =>
    setHolds((old) => {
      if (old.has(reason) === on) return old;
      const next = new Set(old);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, shouldPlay]);

  const go = (to: 'prev' | 'next' | number) => {
    if (!embla) return;
    if (to === 'prev') embla.scrollPrev(reduceMotion);
    else if (to === 'next') embla.scrollNext(reduceMotion);
    else embla.scrollTo(to, reduceMotion);
  };

  const onPointerDown = () => {
    hold('press', true);
    // The release may happen anywhere, even outside the carousel.
    const release = () => {
      hold('press', false);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go('prev');
    else if (event.key === 'ArrowRight') go('next');
  };

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.carousel}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      // Keyboard focus only: a mouse click on an arrow focuses it too, and must not hold the show once the mouse leaves.
      onFocus={(event) => event.target.matches(':focus-visible') && hold('focus', true)}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      <div ref={viewport} className={classes.viewport}>
        {/* Announce each new slide, except while it changes on its own (that would talk over the visitor). */}
        <div className={classes.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-label={`Slide ${i + 1} of ${slides.length}`}
              className={classes.slide}
              data-tone={slide.tone}
              // Slides out of view stay out of the tab order and the accessibility tree.
              inert={i !== selected}
            >
              {/* The picture comes first in the HTML, so that the slide has its height before its text is drawn: text
                  drawn first would move when the picture arrived. The link still reads text first, then picture. */}
              <SmartLink href={slide.href} className={classes.link} aria-labelledby={`${id}-${i}-text ${id}-${i}-image`}>
                {/* A slide that names a case's screen has that file as its image once validated. */}
                {slide.image && (
                  <Picture
                    id={`${id}-${i}-image`}
                    className={classes.image}
                    image={slide.image}
                    sizes={slideSlot.sizes}
                    eager={i === 0}
                    priority={i === 0 && firstScreen === 'first'}
                  />
                )}
                <span id={`${id}-${i}-text`} className={classes.text}>
                  <span className={classes.title}>{slide.title}</span>
                  <span className={classes.subtitle}>{slide.subtitle}</span>
                  <span className={classes.cta}>
                    {slide.cta}
                    <IconArrowRight size={18} {...decorative} />
                  </span>
                </span>
              </SmartLink>
            </div>
          ))}
        </div>
      </div>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={running ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => setChoice(running ? 'paused' : 'playing')}
        >
          {running ? <IconPlayerPause size={18} {...decorative} /> : <IconPlayerPlay size={18} {...decorative} />}
        </ActionIcon>
        <Group gap={0} wrap="nowrap" className={classes.dots}>
          {slides.map((slide, i) => (
            <UnstyledButton
              key={i}
              className={classes.dot}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="xl" radius="xl" aria-label="Previous slide" onClick={() => go('prev')}>
            <IconArrowLeft size={18} {...decorative} />
          </ActionIcon>
          <ActionIcon variant="default" size="xl" radius="xl" aria-label="Next slide" onClick={() => go('next')}>
            <IconArrowRight size={18} {...decorative} />
          </ActionIcon>
        </Group>
      </Group>
    </div>
  );
}
