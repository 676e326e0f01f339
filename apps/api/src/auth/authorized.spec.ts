import { getMetadataStorage } from 'type-graphql';
import { buildAppSchema } from '../schema';

// Anyone may sign up or sign in; every other change needs a signed-in account (and then the
// world role its service checks in auth/policy.ts, tested per feature).
const OPEN_MUTATIONS = ['signIn', 'signUp'];

describe('mutations', () => {
  it('all need a signed-in account, except signing up and in', () => {
    const mutations = Object.keys(buildAppSchema().getMutationType()!.getFields());
    const authorized = new Set(
      getMetadataStorage()
        .authorizedFields.filter(
          (field) => field.target && getMetadataStorage().mutations.some((m) => m.target === field.target && m.methodName === field.fieldName),
        )
        .map((field) => field.fieldName),
    );
    const open = mutations.filter((name) => !authorized.has(name)).sort();
    expect(open).toEqual(OPEN_MUTATIONS);
    expect(mutations.length).toBeGreaterThan(20);
  });
});
