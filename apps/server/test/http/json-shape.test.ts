import { describe, expect, it } from 'vitest';
import { MAX_JSON_CONTAINER_SIZE, MAX_JSON_DEPTH, assertJsonShape } from '../../src/http/json-shape.js';

describe('assertJsonShape', () => {
  it('accepts ordinary bodies, brackets and commas inside strings included', () => {
    expect(() => assertJsonShape('{"title":"[[[{{,,\\"]]","tiers":[{"a":1},{"b":[1,2,3]}]}')).not.toThrow();
    expect(() => assertJsonShape(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).not.toThrow();
    expect(() => assertJsonShape(`[${new Array<string>(MAX_JSON_CONTAINER_SIZE).fill('1').join(',')}]`)).not.toThrow();
    expect(() => assertJsonShape('"just a string"')).not.toThrow();
  });

  it('refuses one level too deep, of arrays and of objects', () => {
    const depth = MAX_JSON_DEPTH + 1;
    expect(() => assertJsonShape(`${'['.repeat(depth)}${']'.repeat(depth)}`)).toThrow(/nests deeper than 64 levels/);
    expect(() => assertJsonShape(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)).toThrow(/nests deeper/);
  });

  it('refuses one entry too many, in an array and in an object', () => {
    const n = MAX_JSON_CONTAINER_SIZE + 1;
    expect(() => assertJsonShape(`[${new Array<string>(n).fill('0').join(',')}]`)).toThrow(/more than 10000 entries/);
    const keys = Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',');
    expect(() => assertJsonShape(`{"outer":{${keys}}}`)).toThrow(/more than 10000 entries/);
  });
});
