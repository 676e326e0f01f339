import type { EntityManager } from 'typeorm';

/** How each of a request's loaders is made, from the request's entity manager (each feature's `*.loaders.ts`). */
export type LoaderMakers = Record<string, (em: EntityManager) => object>;

/** The loaders the makers make, by name. */
export type LoadersOf<M extends LoaderMakers> = { readonly [K in keyof M]: ReturnType<M[K]> };

// A request's set keeps its entity manager and what it has made under symbols, apart from the loaders' names.
const EM = Symbol('em');
const MADE = Symbol('made');

/**
 * A request's loaders, each made when a field first asks for it: a request uses a handful of the
 * dozens there are, and making every one for every request was 1.4 % of a match state's CPU
 * (docs/benchmarks.md). The loaders are the same and batch the same; only when each is made changes.
 * The getters are the prototype's, defined once here, so a request's set is one small object.
 */
export function lazyLoaders<M extends LoaderMakers>(makers: M): (em: EntityManager) => LoadersOf<M> {
  const names = Object.keys(makers);
  class RequestLoaders {
    readonly [MADE] = new Array<object | undefined>(names.length);
    readonly [EM]: EntityManager;
    constructor(em: EntityManager) {
      this[EM] = em;
    }
  }
  names.forEach((name, i) => {
    const make = makers[name];
    Object.defineProperty(RequestLoaders.prototype, name, {
      enumerable: true,
      get(this: RequestLoaders) {
        return (this[MADE][i] ??= make(this[EM]));
      },
    });
  });
  return (em) => new RequestLoaders(em) as unknown as LoadersOf<M>;
}
