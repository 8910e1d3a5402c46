export type { CellarClient, ClientOptions, TokenSource } from './create-client';
export { createClient } from './create-client';
export type { ErrorBody } from './errors';
export {
  CellarError,
  errorBodySchema,
  HttpError,
  isCellarError,
  isHttpError,
  isNetworkError,
  isSchemaError,
  NetworkError,
  SchemaError,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export type { Container, PermissionAnswers } from './schemas';
