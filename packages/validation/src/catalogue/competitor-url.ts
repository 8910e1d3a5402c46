import { fail, ok, type Result } from '../result';
import { isAbsoluteHttpUrl } from './http-url';
import { catalogueMessages } from './messages';

/**
 * Add competitor URL (catalogue-editors §5): required, 'Please input the URL', and an absolute http(s) URL
 * (the input is of URL type). The spec has no other wording, so a value that is not such a URL answers the
 * same message. The URL is trimmed.
 */
export function validateCompetitorUrl(input: unknown): Result<string> {
  const url = typeof input === 'string' ? input.trim() : '';
  if (!isAbsoluteHttpUrl(url))
    return fail({ path: 'url', message: catalogueMessages.priceComparator.urlRequired });
  return ok(url);
}
