import { ApiError } from './graphql-request';

/** An API read that failed in a way the page should explain (rather than crash on). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Runs an API read; ApiErrors become a value, any other failure is a bug and still throws. */
export async function apiResult<T>(read: () => Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
