import type { paths } from '@cellar/contract';
import {
  TRANSLATE_TARGET_LANGUAGES,
  type TranslateKind,
  type TranslateTargetLanguage,
} from '@cellar/validation/site';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { apiPath } from './content-api';
import { request } from './request';

const translationSchema = componentSchema(
  'NewsletterTranslation',
  z.object({ text: z.string(), target_lang: z.enum(TRANSLATE_TARGET_LANGUAGES) }),
);
const imageAnswerSchema = componentSchema('NewsletterImageAnswer', z.object({ path: z.string() }));

/** The translations of one Spanish text, by target language. */
export type NewsletterTranslations = Record<TranslateTargetLanguage, string>;

/**
 * The Content tab's calls (site-content-and-shell §2.8, §7) of `client.newsletters`: the translate helper and the
 * upload of an image into a newsletter. The newsletter itself is saved with `client.content.update` (the generic
 * PATCH, status left out). Failures are the SDK's typed errors: `ValidationError` (400 at the field),
 * `ForbiddenError` without ModifyContent, `ConflictError` for someone else's editing lock, `NotFoundError`.
 */
export function createNewsletterContentApi(raw: Client<paths>) {
  const translate = async (
    text: string,
    targetLang: TranslateTargetLanguage,
    idTipo: TranslateKind,
  ): Promise<string> => {
    const answer = await request('translateContent', translationSchema, () =>
      raw.POST('/db/guillotina/@translate_content', {
        body: { text, target_lang: targetLang, id_tipo: idTipo },
      }),
    );
    return answer.text;
  };

  return {
    /**
     * Translates a Spanish text (the subject, or the text of an h1, p, h2 or w section) into one language.
     *
     * @example
     * const english = await client.newsletters.translate('Vuelta al cole', 'en', 'subject');
     */
    translate,

    /**
     * Translates a Spanish text into every other language (en, fr, de, it), one call per language, in parallel.
     *
     * @example
     * const { en, fr, de, it } = await client.newsletters.translateAll(subject.es, 'subject');
     */
    translateAll: async (text: string, idTipo: TranslateKind): Promise<NewsletterTranslations> => {
      const texts = await Promise.all(
        TRANSLATE_TARGET_LANGUAGES.map((language) => translate(text, language, idTipo)),
      );
      return Object.fromEntries(
        TRANSLATE_TARGET_LANGUAGES.map((language, index) => [language, texts[index] ?? '']),
      ) as NewsletterTranslations;
    },

    /**
     * Uploads an image into a newsletter (PNG, JPEG, GIF or WebP, at most 10 MiB); answers the path it is read at,
     * `/newsletters/{id}/{name}`, to put in a section's `image_src`. The name is the slug of `filename` (default
     * the file's own name) with the extension of the image's real type; the same name replaces the image.
     *
     * @example
     * const { path } = await client.newsletters.uploadImage('/newsletters/3_09_26_vuelta-al-cole/', file);
     */
    uploadImage: async (newsletterPath: string, file: Blob, filename?: string): Promise<{ path: string }> => {
      const form = new FormData();
      form.append('file', file, filename ?? (file instanceof File ? file.name : 'image'));
      return request('uploadNewsletterImage', imageAnswerSchema, () =>
        raw.POST('/db/guillotina/{path}/@newsletter-image', {
          params: { path: { path: apiPath(newsletterPath) } },
          body: form as never,
          bodySerializer: (body: unknown) => body,
        }),
      );
    },
  };
}

export type NewsletterContentApi = ReturnType<typeof createNewsletterContentApi>;
