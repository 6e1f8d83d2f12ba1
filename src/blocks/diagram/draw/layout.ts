/**
 * The drawings' shared measures, in the SVG's own units. The picture is 360 units wide and drawn at most about
 * 1.35 times that (Diagram.module.css), never under 0.99 on a 390px phone: so 14-unit text is never under 12px.
 */
export const WIDTH = 360;
export const FONT = 14;
export const LINE = 18;

/** About how many characters of 14-unit text fit in `width` units, for breaking labels into lines. */
export function charsIn(width: number, size = FONT): number {
  return Math.max(4, Math.floor(width / (size * 0.56)));
}

export { wrapWords as wrap } from '../../../ui/wrap-words';

/** A figure as written: its own label, or the number. */
export function written(figure: { value: number; label?: string }): string {
  return figure.label ?? String(figure.value);
}
