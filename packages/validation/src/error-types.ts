/**
 * The `type` of the contract's error body for each status (contract.md, Errors): what the backend answers when
 * nothing more precise applies, and what the SDK names an answer of another server that gives none.
 */
export const ERROR_TYPE_BY_STATUS = {
  400: 'ValidationError',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  422: 'ValidationError',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
} as const satisfies Readonly<Record<number, string>>;
