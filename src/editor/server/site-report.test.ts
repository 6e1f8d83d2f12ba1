import { describe, expect, it } from 'vitest';
import { formatPath } from '../../content/json-source';
import { jsonPathOf } from './site-report';

describe('jsonPathOf', () => {
  it('reads back the paths the validator writes', () => {
    for (const path of [
      [],
      ['sections', 3, 'itmes'],
      ['profiles', 'my-site'],
      ['sections', 0, 'items', 12, 'a b', 'c"d', 'e\\f', 0],
      ['$schema'],
      ['line\nbreak', 'x'],
    ]) {
      expect(jsonPathOf(formatPath(path))).toEqual(path);
    }
  });
});
