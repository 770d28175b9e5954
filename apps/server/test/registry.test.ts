import { describe, expect, it } from 'vitest';
import { Registry } from '../src/registry.js';

describe('Registry', () => {
  it('keeps entries in registration order', () => {
    const registry = new Registry<string>('greeting');
    registry.register('hello');
    registry.register('hi', 'hey');
    expect(registry.all()).toEqual(['hello', 'hi', 'hey']);
  });

  it('finds keyed entries and refuses a key registered twice', () => {
    const registry = new Registry<{ name: string; fee: number }>('payment purpose', (entry) => entry.name);
    registry.register({ name: 'pledge', fee: 5 });
    expect(registry.find('pledge')).toEqual({ name: 'pledge', fee: 5 });
    expect(registry.find('top_up')).toBeUndefined();
    expect(() => registry.register({ name: 'pledge', fee: 3 })).toThrow('payment purpose "pledge" is already registered');
    expect(registry.all()).toHaveLength(1);
  });

  it('places an entry before a named one, which must be registered already', () => {
    const registry = new Registry<{ name: string }>('hook', (entry) => entry.name);
    registry.register({ name: 'first' }, { name: 'third' });
    registry.registerBefore('third', { name: 'second' });
    expect(registry.all().map((entry) => entry.name)).toEqual(['first', 'second', 'third']);
    expect(() => registry.registerBefore('later', { name: 'early' })).toThrow(
      'hook "early" goes before "later", which is not registered yet',
    );
    expect(() => registry.registerBefore('first', { name: 'second' })).toThrow('hook "second" is already registered');
  });
});
