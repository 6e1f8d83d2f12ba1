import { describe, expect, it } from 'vitest';
import { childrenOf, isJsonObject, mapChildren, stringsIn, valueAt, walkJson, type JsonPath } from './json';

const document = { route: '/a', sections: [{ type: 'prose', heading: 'Hi', items: [{ title: 'One' }, 2, null] }] };

describe('JSON helpers', () => {
  it('counts only objects as objects: not lists, null or plain values', () => {
    expect([{}, { a: 1 }].every(isJsonObject)).toBe(true);
    expect([[], null, undefined, 'x', 3, true].some(isJsonObject)).toBe(false);
  });

  it('gives a list its items by index and an object its members by key', () => {
    expect(childrenOf(['a', 'b'])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
    expect(childrenOf({ a: 1, b: [2] })).toEqual([
      ['a', 1],
      ['b', [2]],
    ]);
    expect([null, 'text', 4].map(childrenOf)).toEqual([[], [], []]);
  });

  it('walks every value in document order, each holder before what it holds', () => {
    const visited: JsonPath[] = [];
    walkJson(document, (_, path) => void visited.push(path));
    expect(visited).toEqual([
      [],
      ['route'],
      ['sections'],
      ['sections', 0],
      ['sections', 0, 'type'],
      ['sections', 0, 'heading'],
      ['sections', 0, 'items'],
      ['sections', 0, 'items', 0],
      ['sections', 0, 'items', 0, 'title'],
      ['sections', 0, 'items', 1],
      ['sections', 0, 'items', 2],
    ]);
  });

  it('skips what a value holds when the visit answers false', () => {
    const visited: JsonPath[] = [];
    walkJson(document, (_, path) => {
      visited.push(path);
      return path.at(-1) !== 'items';
    });
    expect(visited).not.toContainEqual(['sections', 0, 'items', 0]);
    expect(visited.at(-1)).toEqual(['sections', 0, 'items']);
  });

  it('finds every string with its place', () => {
    expect(stringsIn(document)).toEqual([
      ['/a', ['route']],
      ['prose', ['sections', 0, 'type']],
      ['Hi', ['sections', 0, 'heading']],
      ['One', ['sections', 0, 'items', 0, 'title']],
    ]);
  });

  it('maps the values directly inside a list or an object into a copy, and leaves a plain value as it is', () => {
    const double = (value: unknown) => (typeof value === 'number' ? value * 2 : value);
    const list = [1, 'a'];
    expect(mapChildren(list, double)).toEqual([2, 'a']);
    expect(list).toEqual([1, 'a']);
    expect(mapChildren({ a: 1, b: { c: 2 } }, double)).toEqual({ a: 2, b: { c: 2 } });
    expect(mapChildren(3, double)).toBe(3);
    // A "__proto__" key stays a plain key of the copy.
    const copy = mapChildren(JSON.parse('{"__proto__": 1}'), double) as object;
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('reads the value at a path, and nothing where the path leads nowhere', () => {
    expect(valueAt(document, ['sections', 0, 'items', 0, 'title'])).toBe('One');
    expect(valueAt(document, [])).toBe(document);
    expect(valueAt(document, ['sections', 3, 'heading'])).toBeUndefined();
    // A string is no holder: its characters are not values of the document.
    expect(valueAt(document, ['route', 0])).toBeUndefined();
  });
});
