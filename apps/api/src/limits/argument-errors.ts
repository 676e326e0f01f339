import { plainMessage } from '../common/validation';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ValidationError } from 'class-validator';
import type { GraphQLFormattedError } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** One violated constraint of one argument, e.g. `first` 0 against `min`. */
interface ArgumentViolation {
  argumentName: string;
  value: unknown;
  constraint: string;
  message: string;
}

/** The value as the message quotes it: JSON, cut at 60 characters. */
function quoted(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 59)}…` : json;
}

/**
 * The argument a validated object came from: its own name for an `@Arg('input', ...)` input
 * object (type-graphql's parameter metadata), none for an `@Args()` class, whose properties are
 * the arguments themselves.
 */
function argumentPrefix(target: object | undefined): string[] {
  const argument = getMetadataStorage().params.find((param) => param.kind === 'arg' && param.getType() === target?.constructor);
  return argument?.kind === 'arg' ? [argument.name] : [];
}

/** Every violated constraint under `errors`, each with its argument's dotted path (`filter.name`). */
function violations(errors: ValidationError[], path: string[], out: ArgumentViolation[] = []): ArgumentViolation[] {
  for (const error of errors) {
    const argumentPath = [...path, error.property];
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      out.push({ argumentName: argumentPath.join('.'), value: error.value, constraint, message: plainMessage(message) });
    }
    if (error.children?.length) violations(error.children, argumentPath, out);
  }
  return out;
}

/**
 * type-graphql answers every class-validator failure of a field's arguments with one
 * "Argument Validation Error" that holds class-validator's raw output (the whole arguments object
 * included). This plugin turns it into one error per violated constraint, on the same field:
 * `first must be between 1 and 100; got 0`, with `extensions { code: BAD_USER_INPUT,
 * argumentName, value, constraint }`. The field is null; its siblings keep their data.
 */
export function argumentErrorsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const result = response.body.singleResult;
          result.errors = result.errors!.flatMap((error): GraphQLFormattedError[] => {
            const validationErrors = error.extensions?.validationErrors as ValidationError[] | undefined;
            if (!Array.isArray(validationErrors)) return [error];
            const found = validationErrors.flatMap((validationError) => violations([validationError], argumentPrefix(validationError.target)));
            return found.map(({ argumentName, value, constraint, message }) => ({
              message: `${message}; got ${quoted(value)}`,
              locations: error.locations,
              path: error.path,
              extensions: { code: 'BAD_USER_INPUT', argumentName, value, constraint },
            }));
          });
        },
      };
    },
  };
}
