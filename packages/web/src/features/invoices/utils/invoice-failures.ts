import { isHttpError, isValidationError } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';

const { orders } = commerceMessages;

/** A failed recalculation of the preparation costs: 'Error {status}: {body}' (§8). */
export const recalculationFailure = (error: unknown): string =>
  isHttpError(error) ? orders.recalculationError(error.status, error.answer) : errorMessage(error);

/** A 400 whose details the form shows under its fields: no toast needed beyond them. */
export const isFieldRefusal = (error: unknown): boolean =>
  isValidationError(error) && serverIssues(error).length > 0;
