import DataLoader from 'dataloader';

/**
 * A DataLoader whose primed values can also be read at once: a resolver given data fetched with
 * its parent answers without a promise (a page of dials has hundreds of such fields).
 */
export class PrimedLoader<V> extends DataLoader<string, V> {
  private readonly primed = new Map<string, V>();
  // The keys DataLoader's cache holds (loaded or primed): a prime of one of them changes nothing there, nor here.
  private readonly cached = new Set<string>();

  override load(key: string): Promise<V> {
    this.cached.add(key);
    return super.load(key);
  }

  override prime(key: string, value: V | Promise<V> | Error): this {
    if (!this.cached.has(key)) {
      this.cached.add(key);
      if (!(value instanceof Error) && !(value instanceof Promise)) this.primed.set(key, value);
    }
    return super.prime(key, value);
  }

  /** The primed value at once (null too), without a promise; `load` for a key not primed. */
  now(key: string): V | Promise<V> {
    return this.primed.has(key) ? this.primed.get(key)! : this.load(key);
  }

  override clearAll(): this {
    this.primed.clear();
    this.cached.clear();
    return super.clearAll();
  }

  override clear(key: string): this {
    this.primed.delete(key);
    this.cached.delete(key);
    return super.clear(key);
  }
}
