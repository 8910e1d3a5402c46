import type { components, paths } from '@cellar/contract';
import type { TagImage } from '@cellar/validation/site';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { apiPath } from './content-api';
import { type FileInfo, uploadAnswerSchema } from './content-schemas';
import { request, requestBlob } from './request';
import { type TagProducts, tagProductsSchema } from './site-schemas';

type Schemas = components['schemas'];
/** The tag page's save: the name and the comment per language. */
export type TagUpdate = Schemas['TagUpdate'];
/** A submenu: per language, its `{selector, value, label}` entries. */
export type Submenu = Schemas['Submenu'];
/** The Menu editor's save. */
export type MenuSave = Pick<Schemas['MenuUpsert'], 'html' | 'title'>;

const ok = z.unknown();

const lastModHeader = (lastModDate?: string) => (lastModDate ? { 'last-mod-date': lastModDate } : {});

/** The parent folder's path and the id of an object path (`/menus/menu-es/` → `menus`, `menu-es`). */
const splitPath = (path: string): { parent: string; id: string } => {
  const segments = apiPath(path).split('/');
  const id = segments.pop() ?? '';
  return { parent: `/${segments.join('/')}`, id };
};

/**
 * The site editors' calls (site-content-and-shell §7) for the tag page, the Submenu tab and the Menu editor, over a
 * client's `raw` fetch client (`createSiteApi(client.raw)`): a group of its own rather than a property of
 * `createClient`, so that the admin's first page, which builds the client, carries none of it. Saves
 * go through the generic PATCH and `@upsert` with their typed bodies; `lastModDate` (the object's
 * `modification_date`) makes a stale save a {@link PreconditionFailedError}. Failures are the SDK's typed errors:
 * `ValidationError` (400, `body.details` `{path, message}` in the spec's words: 'El campo nombre es obligatorio',
 * 'invalid json'), `ForbiddenError` without ModifyContent, `ConflictError` for someone else's editing lock.
 */
export function createSiteApi(raw: Client<paths>) {
  const tags = {
    /**
     * Saves a tag's name and comment per language (PATCH {localized_text, comentario}); an empty name takes the
     * Spanish one and the server derives the slugs.
     *
     * @example
     * const site = createSiteApi(client.raw);
     * await site.tags.update('/tags/uva/tem/', { localized_text: { es: 'Tempranillo', en: '' } }, {
     *   lastModDate: tag.modification_date,
     * });
     */
    update: async (path: string, body: TagUpdate, options: { lastModDate?: string } = {}) => {
      await request('updateTag', ok, () =>
        raw.PATCH('/db/guillotina/{path}', {
          params: { path: { path: apiPath(path) }, header: lastModHeader(options.lastModDate) },
          body,
        }),
      );
    },

    /**
     * The tag's products ('Ver Productos'), by name, at most 200 (§9), with how many there are.
     *
     * @example
     * const { items, items_total } = await site.tags.products('/tags/uva/tem/');
     */
    products: (path: string): Promise<TagProducts> =>
      request('tagProducts', tagProductsSchema, () =>
        raw.GET('/db/guillotina/{path}/@tag-products', { params: { path: { path: apiPath(path) } } }),
      ),

    /**
     * Uploads one image of the tag's page: the header, the grape image, or a language's infographic
     * (`@upload/image_infograph/{language}`). Answers the stored file (null from a server that says nothing).
     *
     * @example
     * await site.tags.uploadImage('/tags/uva/tem/', { field: 'image_infograph', language: 'fr' }, file, file.name);
     */
    uploadImage: (path: string, image: TagImage, file: Blob, filename: string): Promise<FileInfo | null> => {
      const options = {
        body: file as unknown as string,
        bodySerializer: (body: unknown) => body,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      };
      const header = { 'X-UPLOAD-FILENAME': filename };
      return request('uploadTagImage', uploadAnswerSchema, () =>
        image.language === undefined
          ? raw.PATCH('/db/guillotina/{path}/@upload/{field}', {
              params: { path: { path: apiPath(path), field: image.field }, header },
              ...options,
            })
          : raw.PATCH('/db/guillotina/{path}/@upload/{field}/{entry}', {
              params: { path: { path: apiPath(path), field: image.field, entry: image.language }, header },
              ...options,
            }),
      );
    },

    /** Deletes one image of the tag's page (`NotFoundError` when it has none). */
    deleteImage: async (path: string, image: TagImage) => {
      await request('deleteTagImage', ok, () =>
        image.language === undefined
          ? raw.DELETE('/db/guillotina/{path}/@delete/{field}', {
              params: { path: { path: apiPath(path), field: image.field } },
            })
          : raw.DELETE('/db/guillotina/{path}/@delete/{field}/{entry}', {
              params: { path: { path: apiPath(path), field: image.field, entry: image.language } },
            }),
      );
    },

    /** One image of the tag's page as a Blob, for a preview (`NotFoundError` when it has none). */
    image: (path: string, image: TagImage): Promise<Blob> =>
      requestBlob(() =>
        image.language === undefined
          ? raw.GET('/db/guillotina/{path}/@download/{field}', {
              params: { path: { path: apiPath(path), field: image.field } },
              parseAs: 'blob',
            })
          : raw.GET('/db/guillotina/{path}/@download/{field}/{entry}', {
              params: { path: { path: apiPath(path), field: image.field, entry: image.language } },
              parseAs: 'blob',
            }),
      ),
  };

  const submenus = {
    /**
     * Saves the submenu of a landing, tag or region (PATCH {submenu}); run `validateSubmenu` of
     * `@cellar/validation/site` on the editor's texts first ('invalid json').
     *
     * @example
     * await site.submenus.save('/tags/uva/tem/', { es: [{ selector: 'tag', value: '/tags/uva/gar', label: 'Garnacha' }] });
     */
    save: async (path: string, submenu: Submenu, options: { lastModDate?: string } = {}) => {
      await request('saveSubmenu', ok, () =>
        raw.PATCH('/db/guillotina/{path}', {
          params: { path: { path: apiPath(path) }, header: lastModHeader(options.lastModDate) },
          body: { submenu },
        }),
      );
    },
  };

  const menus = {
    /**
     * Saves a Menu object's HTML: `@upsert` with type Menu on its folder (§7 "GET path, then upsert"). HTML holding
     * what a sanitiser strips (scripts, event handlers, javascript: links) is refused (400).
     *
     * @example
     * await site.menus.save('/menus/menu-es/', { html: '<ul class="menu">...</ul>' });
     */
    save: async (path: string, menu: MenuSave, options: { lastModDate?: string } = {}) => {
      const { parent, id } = splitPath(path);
      await request('saveMenu', ok, () =>
        raw.POST('/db/guillotina/{path}/@upsert', {
          params: { path: { path: apiPath(parent) }, header: lastModHeader(options.lastModDate) },
          body: { '@type': 'Menu', id, ...menu },
        }),
      );
    },
  };

  return { tags, submenus, menus };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
