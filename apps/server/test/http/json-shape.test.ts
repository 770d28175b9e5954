import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_MAX_ITEMS, jsonShapeProblem } from '../../src/http/json-shape.js';

describe('the shape bound on JSON bodies', () => {
  it('accepts ordinary bodies up to the bounds', () => {
    expect(jsonShapeProblem('{"a":[1,2,{"b":"c"}],"d":null}')).toBeNull();
    expect(jsonShapeProblem(`${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}`)).toBeNull();
    expect(jsonShapeProblem(`[${Array(JSON_MAX_ITEMS).fill(0).join(',')}]`)).toBeNull();
  });

  it('refuses one level or one item more', () => {
    expect(jsonShapeProblem(`${'['.repeat(JSON_MAX_DEPTH + 1)}${']'.repeat(JSON_MAX_DEPTH + 1)}`)).toContain('nested too deeply');
    expect(jsonShapeProblem(`{${Array.from({ length: JSON_MAX_ITEMS + 1 }, (_, i) => `"k${i}":0`).join(',')}}`)).toContain(
      'too many items',
    );
  });

  it('reads brackets, commas and escaped quotes inside strings as text', () => {
    const text = JSON.stringify({ note: `${'['.repeat(100)}\\" ,,,${'{'.repeat(100)}`, list: ','.repeat(20_000) });
    expect(jsonShapeProblem(text)).toBeNull();
  });
});
