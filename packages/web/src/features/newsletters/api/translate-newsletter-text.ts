import type { TranslateKind } from '@cellar/validation/site';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The translate helper: a Spanish text into en, fr, de and it (`@translate_content`, one call per language). */
export function useTranslateNewsletterText() {
  return useMutation({
    mutationFn: ({ text, kind }: { text: string; kind: TranslateKind }) =>
      apiClient.newsletters.translateAll(text, kind),
  });
}
