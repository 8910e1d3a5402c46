import { formMessages, LANGUAGES, type Language } from '@cellar/validation';
import { rowData } from '../content/content-row';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { badRequest, notFound } from '../http/errors';

/** `?lang=`: one of the languages (es when absent); any other answers 400. */
export function languageOf(ctx: ViewContext): Language {
  const lang = ctx.c.req.query('lang') ?? 'es';
  const known = LANGUAGES.find((language) => language === lang);
  if (known === undefined)
    throw badRequest([{ path: 'lang', message: formMessages.unknownValue('language', LANGUAGES) }]);
  return known;
}

/** A per-language text in `lang`, else the Spanish one, else ''. */
export const textIn = (value: unknown, lang: Language): string => {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = record[lang] ?? record.es;
  return typeof text === 'string' ? text : '';
};

/**
 * The lists the catalogue editors pick from (catalogue-editors §7), read from the content tree:
 * - `GET @list-id-zonas?lang=` → `{zonas: [{type, path, name}]}`: every zone under /zonas/ the user may view,
 *   shallowest first, `type` its tipo (pais, region, ...), `name` its name in `lang`;
 * - `GET @tags/{type}?lang=` → `[{id, name, path}]`: the tags of one tag type (/tags/{type}/), `name` the tag's
 *   text in `lang`; 404 for a type that does not exist.
 * The taxonomies need no view of their own: `GET /taxonomies/{taxonomy}/` answers the object with its children.
 */
export const catalogueListViews = (): ViewDef[] => [
  view('GET', '@list-id-zonas', (ctx) => {
    const lang = languageOf(ctx);
    const folder = ctx.store.get('/zonas');
    const zonas = (folder ? ctx.store.subtree(folder) : [])
      .filter((row) => row.type_name === 'ZonaGeo' && ctx.permissions.canView(row))
      .map((row) => {
        const data = rowData(row);
        return {
          type: typeof data.tipo === 'string' ? data.tipo : '',
          path: row.path,
          name: textIn(data.nombre, lang),
        };
      });
    return ctx.c.json({ zonas });
  }),
  view('GET', '@tags', (ctx) => {
    const lang = languageOf(ctx);
    const [type = ''] = ctx.args;
    const folder = type === '' ? undefined : ctx.store.get(`/tags/${type}`);
    if (folder === undefined || !ctx.permissions.canView(folder)) throw notFound(`No tag type "${type}"`);
    const tags = ctx.store
      .children(folder)
      .filter((row) => row.type_name === 'Tag' && ctx.permissions.canView(row))
      .map((row) => ({ id: row.id, name: textIn(rowData(row).localized_text, lang), path: row.path }));
    return ctx.c.json(tags);
  }),
];
