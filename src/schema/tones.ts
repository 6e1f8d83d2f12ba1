/** The pastel card colours (--tone-* in src/app/global.css), in the order cards cycle through them. No zod: blocks import it. */
export const TONES = ['blue', 'teal', 'lavender', 'peach', 'pink'] as const;

export type Tone = (typeof TONES)[number];

/** The tone of the card at this position: blue, teal, lavender, peach, pink, then blue again. */
export function toneAt(position: number): Tone {
  return TONES[position % TONES.length];
}
