import { MiddlewareFn } from 'type-graphql';
import { DataSource } from 'typeorm';
import { requireAccount } from '../auth/policy';
import { canonicalHash } from '../common/canonical-json';
import { userError, WithUserErrors } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { RequestContext } from '../context';
import { claimedKey, claimKey, recordAnswer } from './idempotency.reads';

/** A key answers with its stored result for this long; an older one counts as new and is deleted. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Where, in a stored answer, a Date or an entity (by its TypeORM name) stood: JSON keeps neither. */
type Tag = [path: (string | number)[], type: string];

interface StoredAnswer {
  value: unknown;
  tags: Tag[];
}

const DATE = 'Date';

/** The mutation's result as JSON, with the Dates and entity classes it held tagged by path. */
function storedAnswer(dataSource: DataSource, result: unknown): StoredAnswer {
  const tags: Tag[] = [];
  const path: (string | number)[] = [];
  const encode = (value: unknown): unknown => {
    if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (value instanceof Date) {
      tags.push([[...path], DATE]);
      return value.toISOString();
    }
    if (Array.isArray(value)) {
      return value.map((item, i) => {
        path.push(i);
        const encoded = encode(item);
        path.pop();
        return encoded;
      });
    }
    if (typeof value !== 'object') throw new Error(`an idempotent answer cannot hold a ${typeof value}`);
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      // Only entities come back as class instances; anything else would lose its class unnoticed.
      if (!dataSource.hasMetadata(value.constructor)) throw new Error(`an idempotent answer cannot hold a ${value.constructor.name}`);
      tags.push([[...path], dataSource.getMetadata(value.constructor).name]);
    }
    const plain: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      path.push(key);
      plain[key] = encode(item);
      path.pop();
    }
    return plain;
  };
  return { value: encode(result), tags };
}

/** The stored answer with its Dates and entity instances back; children before their parents, so parents copy revived children. */
function revivedAnswer(dataSource: DataSource, { value, tags }: StoredAnswer): unknown {
  const holder: Record<string, unknown> = { value };
  for (const [path, type] of [...tags].reverse()) {
    let parent = holder as Record<string | number, unknown>;
    let key: string | number = 'value';
    for (const step of path) {
      parent = parent[key] as Record<string | number, unknown>;
      key = step;
    }
    parent[key] =
      type === DATE ? new Date(parent[key] as string) : Object.assign(Object.create((dataSource.getMetadata(type).target as Function).prototype), parent[key]);
  }
  return holder.value;
}

/** resolveMatch's deprecated `input.idempotencyKey`, read as the header when the header is absent. */
function inputKey(args: Record<string, unknown>): string | undefined {
  const key = (args.input as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Stripe's idempotent requests for a mutation, inside its transaction (list it after
 * Transactional): with an Idempotency-Key, the key is claimed for the account first (a
 * concurrent request with the same key waits here for the first to commit or roll back), the
 * mutation runs, and its answer is stored in the same transaction as its writes. The same key and
 * input again answer the stored result (its objects, whose fields are read afresh) and apply
 * nothing; the same key with another mutation or input answers IDEMPOTENCY_KEY_REUSED. A refused
 * mutation rolls back, the key with it: nothing was applied, so the key is free to be used again.
 */
export const Idempotent: MiddlewareFn<RequestContext> = async ({ args, context: ctx, info }, next) => {
  const fromInput = ctx.idempotencyKey === undefined ? inputKey(args) : undefined;
  const key = ctx.idempotencyKey ?? fromInput;
  if (key === undefined) return next();
  const { accountId } = requireAccount(ctx.viewer);
  const mutation = info.fieldName;
  const inputHash = canonicalHash({ mutation, args });
  const claimed = await claimKey(ctx.em, { accountId, key, mutation, inputHash, hours: IDEMPOTENCY_KEY_HOURS });
  if (!claimed) {
    // The claim that holds the key has committed (a claim waits for a concurrent one), so its row is there.
    const stored = (await claimedKey<StoredAnswer>(ctx.em, accountId, key))!;
    if (stored.mutation === mutation && stored.inputHash === inputHash) return revivedAnswer(ctx.dataSource, stored.answer);
    const field = fromInput === undefined ? [] : ['idempotencyKey'];
    return {
      userErrors: [
        userError(
          UserErrorCode.IDEMPOTENCY_KEY_REUSED,
          field,
          `this key was used before for ${stored.mutation === mutation ? 'another input' : 'another mutation'}`,
        ),
      ],
    };
  }
  const result = (await next()) as WithUserErrors;
  if (result.userErrors.length) return result;
  await recordAnswer(ctx.em, accountId, key, JSON.stringify(storedAnswer(ctx.dataSource, result)), IDEMPOTENCY_KEY_HOURS);
  return result;
};
