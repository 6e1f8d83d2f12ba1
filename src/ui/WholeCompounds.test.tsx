import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WholeCompounds } from './WholeCompounds';

const html = (text: string) => renderToStaticMarkup(<WholeCompounds text={text} />);

describe('WholeCompounds', () => {
  it('keeps a hyphenated word with a short part on one line, its text unchanged', () => {
    expect(html('Online check-in redesign')).toBe('Online <span style="white-space:nowrap">check-in</span> redesign');
    expect(html('Add-on and AI-first, then e-commerce')).toBe(
      '<span style="white-space:nowrap">Add-on</span> and <span style="white-space:nowrap">AI-first</span>, then ' +
        '<span style="white-space:nowrap">e-commerce</span>',
    );
  });

  it('keeps a range of numbers on one line', () => {
    expect(html('CarDekho · 2018–2019')).toBe('CarDekho · <span style="white-space:nowrap">2018–2019</span>');
    expect(html('Pages 10–12 and 2018-2019')).toBe('Pages <span style="white-space:nowrap">10–12</span> and 2018-2019');
  });

  it('lets long compounds, dashes and plain titles break as usual', () => {
    expect(html('Decision-making under pressure')).toBe('Decision-making under pressure');
    expect(html('Design – build – ship')).toBe('Design – build – ship');
    expect(html('Used car warranty')).toBe('Used car warranty');
    expect(html('Mahindra–Renault years')).toBe('Mahindra–Renault years');
  });
});
