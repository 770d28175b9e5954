/**
 * What modules contribute at start-up for another module to use, without that module importing
 * them (docs/ARCHITECTURE.md, "Which mechanism when"): payment purposes, payout sources, ledger
 * checks, settlement fee rules, live topic kinds, listing caches, handlers of a canceled campaign.
 *
 * Every such registry has this one shape. The owner decorates the app with
 * `new Registry<Entry>(kind, keyOf?)` from its plugin.ts; contributors call `register` from theirs;
 * the owner reads `all()` (in registration order, or placed with `registerBefore`) or, for keyed
 * entries, `find(key)`.
 * Registration happens while plugins load, so a registry never changes while requests run.
 */
export class Registry<Entry> {
  readonly #entries: Entry[] = [];
  readonly #byKey = new Map<string, Entry>();

  /**
   * @param kind what an entry is, for error messages ("payment purpose").
   * @param keyOf for entries looked up by name: their name, unique in the registry.
   */
  constructor(
    readonly kind: string,
    private readonly keyOf?: (entry: Entry) => string,
  ) {}

  register(...entries: readonly Entry[]): void {
    for (const entry of entries) {
      this.#remember(entry);
      this.#entries.push(entry);
    }
  }

  /**
   * Places `entry` just ahead of the one registered under `beforeKey` (keyed registries), for an
   * order that need not be the order modules start in. That entry must be registered already.
   */
  registerBefore(beforeKey: string, entry: Entry): void {
    const position = this.#entries.findIndex((existing) => this.keyOf?.(existing) === beforeKey);
    if (position < 0) {
      throw new Error(`${this.kind} "${this.#keyOf(entry)}" goes before "${beforeKey}", which is not registered yet`);
    }
    this.#remember(entry);
    this.#entries.splice(position, 0, entry);
  }

  all(): readonly Entry[] {
    return this.#entries;
  }

  /** The entry registered under `key`, if any (keyed registries only). */
  find(key: string): Entry | undefined {
    return this.#byKey.get(key);
  }

  #keyOf(entry: Entry): string {
    if (!this.keyOf) throw new Error(`${this.kind} entries have no names`);
    return this.keyOf(entry);
  }

  #remember(entry: Entry): void {
    if (!this.keyOf) return;
    const key = this.keyOf(entry);
    if (this.#byKey.has(key)) throw new Error(`${this.kind} "${key}" is already registered`);
    this.#byKey.set(key, entry);
  }
}
