import type { ReactNode } from 'react';
import { wrapWords } from '../../../ui/wrap-words';

/** Coordinates to one decimal: the markup stays short and the drawing stays crisp. */
export const r = (n: number) => Math.round(n * 10) / 10;

/** Roughly how wide a line of the site's sans-serif is, in the drawing's units: generous, for bold figures and arrows. */
export const widthOf = (words: string, size: number) => words.length * size * 0.6;

/** The words cut to fit `width`, ending in an ellipsis when cut. */
export function clip(words: string, width: number, size: number): string {
  const fits = Math.floor(width / (size * 0.58));
  return words.length <= fits ? words : `${words.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
}

/** The words broken into lines that fit `width`, at spaces. */
export function wrap(words: string, width: number, size: number): string[] {
  return wrapWords(words, Math.max(4, Math.floor(width / (size * 0.55))));
}

/** The size of each text class, in the drawing's units (Screens.module.css sets the same). */
export const SIZE = { body: 11, small: 9, strong: 11, title: 13, figure: 20, big: 24, tiny: 8 } as const;
export type TextStyle = keyof typeof SIZE;

/**
 * The class names a drawing is styled by (each part's colour and words): the block's CSS module on a page, plain
 * names in a key screen's file (src/build/assets/key-screens.tsx), which carries its own rules.
 */
export type DrawingClasses = Readonly<Record<string, string>>;

/** How a screen is drawn: its class names, and as a sketch (its words as grey bars, showing its shape, not its text). */
export interface Look {
  classes: DrawingClasses;
  sketch?: boolean;
}

interface LineProps {
  x: number;
  y: number;
  style: TextStyle;
  /** An extra class for its colour (accent, on-accent, tone). */
  tint?: string;
  anchor?: 'middle' | 'end';
  /** The drawing's class names, and whether it is a sketch. */
  look: Look;
  children: string;
}

/** One line of text at its baseline, or in a sketch a bar as wide as the words would be. */
export function Line({ x, y, style, tint, anchor, look, children }: LineProps): ReactNode {
  const { classes } = look;
  if (look.sketch) {
    const size = SIZE[style];
    const width = widthOf(children, size) * 0.9;
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    // Whole units: a sketch is drawn 44-72 px wide, where a tenth of a unit is invisible, and a page of eleven of them
    // (the check-in case's) is about 60 bytes shorter as sent.
    const [top, height] = [Math.round(y - size * 0.75), Math.round(size * 0.7)];
    return <rect x={Math.round(left)} y={top} width={Math.round(width)} height={height} rx={2} className={classes.sketch} />;
  }
  const className = tint ? `${classes[style]} ${tint}` : classes[style];
  return (
    <text x={r(x)} y={r(y)} className={className} textAnchor={anchor}>
      {children}
    </text>
  );
}
