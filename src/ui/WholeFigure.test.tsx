import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeFigure } from './WholeFigure';

const html = (value: string) => renderToStaticMarkup(<WholeFigure value={value} />);
const nowrap = (text: string) => `<span style="white-space:nowrap">${text}</span>`;

describe('WholeFigure', () => {
  it('breaks a figure with an arrow only after the arrow, each side whole', () => {
    expect(html('~1 day → under 15 min')).toBe(`${nowrap('~1 day →')} ${nowrap('under 15 min')}`);
    expect(html('47% → 97%')).toBe(`${nowrap('47% →')} 97%`);
    // A side too long to be sure of a narrow column's room keeps only its number with its unit.
    expect(html('2 squads of engineers → 4 squads')).toBe(`2 squads of ${nowrap('engineers →')} ${nowrap('4 squads')}`);
  });

  it('keeps a number with its unit, and a sign of comparison with its number', () => {
    expect(html('3 days → 6 h')).toBe(`${nowrap('3 days →')} ${nowrap('6 h')}`);
    expect(html('40 → < 10 min')).toBe(`${nowrap('40 →')} ${nowrap('&lt; 10 min')}`);
    expect(html('+18 pts')).toBe(nowrap('+18 pts'));
  });

  it('leaves a figure with nothing to hold as it is', () => {
    expect(html('47%')).toBe('47%');
    expect(html('11 of 15')).toBe('11 of 15');
    expect(html('1 designer, 5 engineers')).toBe('1 designer, 5 engineers');
    expect(html('4 seeds')).toBe('4 seeds');
  });

  it('does not take a word that starts like a unit for one', () => {
    expect(html('2 hotels')).toBe('2 hotels');
    expect(html('3 stops')).toBe('3 stops');
  });
});
