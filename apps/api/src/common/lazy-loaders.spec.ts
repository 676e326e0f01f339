import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { lazyLoaders } from './lazy-loaders';

/** A stand-in entity manager that only says which it is. */
const manager = (name: string) => ({ name }) as unknown as EntityManager;
const nameOf = (em: EntityManager) => (em as unknown as { name: string }).name;

describe('lazyLoaders', () => {
  it('makes each loader when it is first asked for, once per set, from that set’s entity manager', async () => {
    const made: string[] = [];
    const create = lazyLoaders({
      doubled: (em: EntityManager) => {
        made.push(`doubled:${nameOf(em)}`);
        return new DataLoader<number, number>((keys) => Promise.resolve(keys.map((k) => k * 2)));
      },
      named: (em: EntityManager) => {
        made.push(`named:${nameOf(em)}`);
        return new DataLoader<number, string>((keys) => Promise.resolve(keys.map((k) => `${nameOf(em)}#${k}`)));
      },
    });
    const first = create(manager('em1'));
    const second = create(manager('em2'));
    expect(made).toEqual([]);
    expect(await first.doubled.load(21)).toBe(42);
    expect(first.doubled).toBe(first.doubled);
    expect(made).toEqual(['doubled:em1']);
    expect(await second.named.load(7)).toBe('em2#7');
    expect(second.doubled).not.toBe(first.doubled);
    expect(made).toEqual(['doubled:em1', 'named:em2', 'doubled:em2']);
    expect(Object.keys(Object.getPrototypeOf(first))).toEqual(['doubled', 'named']);
  });
});
