import { PERMISSIONS } from '@cellar/validation';
import { validateTranslateRequest } from '@cellar/validation/site';
import { type ViewDef, view } from '../content/content-view';
import { parseBody } from '../http/parse-body';
import type { Translator } from './local-translator';

/**
 * `POST /db/guillotina/@translate_content {text, target_lang, id_tipo}` (site-content §7): the Spanish text in
 * one of en, de, fr, it, answered `{text, target_lang}`. Nothing is written (so nothing is audited); any user who
 * may view the container may ask. Bad input: 400 at the field.
 */
export const translateViews = (translator: Translator): ViewDef[] => [
  view(
    'POST',
    '@translate_content',
    async (ctx) => {
      const { text, target_lang, id_tipo } = await parseBody(ctx.c, validateTranslateRequest);
      const translated = await translator.translate(text, target_lang, id_tipo);
      return ctx.c.json({ text: translated, target_lang });
    },
    { permission: PERMISSIONS.ViewContent },
  ),
];
