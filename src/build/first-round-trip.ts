/**
 * What a phone gets in the first round trip of a page's response: TCP's first window, 10 segments of
 * 1,460 bytes (Lighthouse's simulated phone assumes the same). Longer HTML paints a round trip later,
 * 150 ms on its mobile preset, however little more there is.
 */
export const FIRST_ROUND_TRIP = 10 * 1460;
