import { GraphQLError } from 'graphql';
import { InputError } from './customer-store';

/** A refused input: its first message as-is (the spec shows GraphQL messages as they come), and every issue. */
const badInput = (error: InputError): GraphQLError =>
  new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', issues: error.issues } });

/** Runs a resolver: a refused input (InputError) becomes a BAD_USER_INPUT GraphQL error with its issues. */
export function guard<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof InputError) throw badInput(error);
    throw error;
  }
}
