import { isHttpError } from '@cellar/sdk';
import { commerceMessages, PROCESSING_ERROR_TOAST_MS } from '@cellar/validation/commerce';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';

/** 'Error processing {code}: {json}' (§8), shown 20 s: the status and the server's answer, or the failure's text. */
export function processingErrorText(error: unknown): string {
  return isHttpError(error)
    ? commerceMessages.general.processingError(String(error.status), error.answer)
    : commerceMessages.general.processingError('network', errorMessage(error));
}

export const showProcessingError = (error: unknown): void => {
  toast.error(processingErrorText(error), PROCESSING_ERROR_TOAST_MS);
};
