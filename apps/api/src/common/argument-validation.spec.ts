import 'reflect-metadata';
import { Max, Min } from 'class-validator';
import { ArgumentValidationError, Args, ArgsType, Field, Int, Query, Resolver, type ResolverData } from 'type-graphql';
import { argumentValidator } from './argument-validation';

@ArgsType()
class PageOfThings {
  @Field(() => Int)
  @Min(1)
  @Max(100)
  first: number = 10;
}

@ArgsType()
class CheckedByItsService {
  @Field(() => Int)
  @Min(1)
  count: number = 1;
}

@Resolver()
class ThingResolver {
  @Query(() => Int)
  things(@Args(() => PageOfThings) page: PageOfThings): number {
    return page.first;
  }

  @Query(() => Int)
  counted(@Args(() => CheckedByItsService, { validate: false }) args: CheckedByItsService): number {
    return args.count;
  }
}

const data = {} as ResolverData;
const of = <T extends object>(type: new () => T, values: Partial<T>) => Object.assign(new type(), values);

describe('argumentValidator', () => {
  const validate = argumentValidator({ forbidUnknownValues: false });

  it("checks an argument's class-validator rules and refuses a failure as type-graphql does", async () => {
    expect(ThingResolver).toBeDefined();
    await expect(validate(of(PageOfThings, { first: 50 }), PageOfThings, data)).resolves.toBeUndefined();
    const refused = validate(of(PageOfThings, { first: 0 }), PageOfThings, data);
    await expect(refused).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(refused).rejects.toMatchObject({
      extensions: { validationErrors: [{ property: 'first', constraints: { min: 'first must not be less than 1' } }] },
    });
    // Each object of a list, and nothing in a scalar.
    await expect(validate([of(PageOfThings, { first: 5 }), of(PageOfThings, { first: 500 })], PageOfThings, data)).rejects.toBeInstanceOf(
      ArgumentValidationError,
    );
    await expect(validate('text', String, data)).resolves.toBeUndefined();
  });

  it('leaves an argument declared `validate: false` to its service', async () => {
    await expect(validate(of(CheckedByItsService, { count: -3 }), CheckedByItsService, data)).resolves.toBeUndefined();
  });

  it('refuses an argument type declared both checked and unchecked, when the schema is built', () => {
    @Resolver()
    class Elsewhere {
      @Query(() => Int)
      counted(@Args(() => CheckedByItsService) args: CheckedByItsService): number {
        return args.count;
      }
    }
    expect(Elsewhere).toBeDefined();
    expect(() => argumentValidator({})).toThrow('CheckedByItsService is an argument type declared both with and without `validate: false`.');
  });
});
