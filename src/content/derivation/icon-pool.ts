/**
 * Icons from a named pool for cards that name none. Deterministic by design (the
 * original reset a "used" set on every page load and so could differ between the
 * server's HTML and the browser): icons follow the cards' order on the page.
 */

/**
 * The icon of each card, in order: a card's own icon is kept; a card without one takes
 * the first pool icon no card of the page names (before or after it) and none was given
 * yet; once every pool icon is used, the card at position i (counting all the page's
 * cards of this pool) takes pool[i % pool.length].
 */
export function assignPoolIcons<I extends string>(pool: readonly I[], own: readonly (I | undefined)[]): I[] {
  if (pool.length === 0) throw new Error('an icon pool needs at least one icon');
  // Looking ahead too: an owner who gives the tenth card the pool's first icon should not find it on the first card.
  const used = new Set<I>(own.filter((icon) => icon !== undefined));
  let next = 0;
  return own.map((icon, position) => {
    if (icon !== undefined) return icon;
    while (next < pool.length && used.has(pool[next])) next += 1;
    const chosen = next < pool.length ? pool[next] : pool[position % pool.length];
    used.add(chosen);
    return chosen;
  });
}
