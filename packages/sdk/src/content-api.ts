import type { components, paths } from '@cellar/contract';
import { type Language, pathSegments } from '@cellar/validation';
import type { StaticMapRequest } from '@cellar/validation/catalogue';
import { siteMessages } from '@cellar/validation/site';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import {
  behaviorsSchema,
  constantsSchema,
  countSchema,
  createdSchema,
  type FileInfo,
  fieldConstantsSchema,
  lockSchema,
  logPageSchema,
  type Moved,
  moveAnswerSchema,
  principalsSchema,
  resourceSchema,
  searchResponseSchema,
  sharingSchema,
  tagEntrySchema,
  typeSchemaSchema,
  uploadAnswerSchema,
  uploadedImageSchema,
  userInfoSchema,
  zonaListSchema,
} from './content-schemas';
import { AddonRequiredError, ConflictError, isHttpError } from './errors';
import { request, requestBlob } from './request';
import { permissionAnswersSchema } from './schemas';

type Schemas = components['schemas'];
export type SearchRequest = Schemas['SearchRequest'];
export type SearchClause = Schemas['SearchClause'];
export type CreateRequest = Schemas['CreateRequest'];
export type SharingChange = Schemas['SharingChange'];

/**
 * A Guillotina catalog query (`GET @search`, `GET @count`): each entry one query parameter, e.g.
 * `{ type_name: 'Bodega', path__starts: '/bodegas', _size: 10, _sort_asc: 'id' }`; a list goes comma-separated
 * (`{ type_name__in: ['Bodega', 'Producto'] }`).
 */
export type CatalogQuery = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

const catalogParams = (query: CatalogQuery) => ({
  params: {
    query: {
      query: Object.fromEntries(
        Object.entries(query).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : String(value),
        ]),
      ),
    },
  },
  querySerializer: (params: { query?: Record<string, string> }) =>
    new URLSearchParams(params.query).toString(),
});

const saidNothing = (answer: unknown): boolean =>
  answer === undefined ||
  answer === null ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (typeof answer === 'object' && Object.keys(answer).length === 0);

/**
 * `POST @search` and `POST @count` belong to the retailer's search add-on (Elasticsearch bodies). A plain
 * Guillotina answers them 501 (or 503 with an empty body: no catalog) and 404 (no such route at the root, which
 * always exists): that failure becomes an {@link AddonRequiredError}; any other stays as it is.
 */
async function withSearchAddon<T>(call: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (
      isHttpError(error) &&
      (error.status === 404 || error.status === 501 || (error.status === 503 && saidNothing(error.answer)))
    )
      throw new AddonRequiredError(call, 'search add-on', error);
    throw error;
  }
}

/** Guillotina's words for a move or copy onto an id the destination already has (as 409 or 412). */
const DESTINATION_TAKEN = /Destination already has object with the id "?([^"\s]+)"?/;

/**
 * A move or copy onto an id the destination already has is a conflict, whoever answers: ours says 409, a
 * Guillotina 7.1.4 says 412 to `@duplicate` (and 409 to `@move`) with the destination's Python object in the
 * message. Both become a {@link ConflictError} (`isConflict`) in our words; any other failure stays as it is.
 */
async function withDestinationConflict<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    const taken =
      isHttpError(error) && (error.status === 409 || error.status === 412)
        ? DESTINATION_TAKEN.exec(error.message)
        : null;
    if (!isHttpError(error) || taken === null) throw error;
    throw new ConflictError(
      error.status,
      { message: siteMessages.content.idExists(taken[1] ?? ''), type: 'Conflict' },
      { answer: error.answer, kind: 'conflict' },
    );
  }
}

/** The `{path}` parameter: segments without leading or trailing slash ('' for the root). */
export const apiPath = (path: string): string => pathSegments(path).join('/');
const objectParams = (path: string) => ({ params: { path: { path: apiPath(path) } } });

const ok = z.unknown();

/** Calls of the content API (`/db/guillotina`), typed from the OpenAPI document. */
export function createContentApi(raw: Client<paths>, baseUrl: string) {
  return {
    /** One object with its fields and behaviours; folders add `items` and `length`. */
    get: (path: string) =>
      request('getObject', resourceSchema, () => raw.GET('/db/guillotina/{path}', objectParams(path))),

    /** Creates a child of the folder `parentPath`; 409 when the id exists. */
    create: (parentPath: string, body: CreateRequest) =>
      request('createObject', createdSchema, () =>
        raw.POST('/db/guillotina/{path}', { ...objectParams(parentPath), body }),
      ),

    /**
     * Saves changed fields (behaviours under their dotted names); resolves when the server answers 204.
     *
     * Pass the `modification_date` you hold as `lastModDate` (sent as `last-mod-date`): the reference backend (and
     * the retailer's server) then refuses to overwrite someone else's change with a {@link PreconditionFailedError}
     * (412, 'This content was modified by ... Reload to see the changes.') and writes nothing. A plain Guillotina
     * ignores the header: it answers 204 and overwrites, so the caller gets no error and the object holds what was
     * sent. Fields the object does not have are refused by the reference backend (400, {@link ValidationError}
     * naming them) but ignored by Guillotina (204, nothing stored for them): read the object again when you must
     * know what was kept.
     *
     * Pass an audit entry's `id` as `restoreOf` (sent as `x-restore-of`) when the body puts back the values that entry
     * replaced: the reference backend logs the write as a `restore` of it (400 when the id is no logged change of
     * this object); a plain Guillotina ignores the header and logs a plain change.
     *
     * @example
     * const object = await client.content.get('/bodegas/vega-sicilia/');
     * await client.content.patch('/bodegas/vega-sicilia/', { telefono: '+34 600 000 000' }, {
     *   lastModDate: object.modification_date,
     * });
     */
    patch: async (
      path: string,
      body: Record<string, unknown>,
      options: { lastModDate?: string; restoreOf?: number } = {},
    ) => {
      await request('patchObject', ok, () =>
        raw.PATCH('/db/guillotina/{path}', {
          params: {
            path: { path: apiPath(path) },
            header: {
              ...(options.lastModDate ? { 'last-mod-date': options.lastModDate } : {}),
              ...(options.restoreOf === undefined ? {} : { 'x-restore-of': String(options.restoreOf) }),
            },
          },
          body,
        }),
      );
    },

    /** Deletes the object and everything below it. */
    remove: async (path: string) => {
      await request('deleteObject', ok, () => raw.DELETE('/db/guillotina/{path}', objectParams(path)));
    },

    /** Creates the child `body.id` of `parentPath`, or updates it; answers the created object or null. */
    upsert: (parentPath: string, body: CreateRequest) =>
      request('upsertObject', createdSchema.nullable(), async () => {
        const result = await raw.POST('/db/guillotina/{path}/@upsert', { ...objectParams(parentPath), body });
        return result.response.status === 204 ? { ...result, data: null } : result;
      }),

    /**
     * Moves the object into the folder `destination` (renamed `newId` when given) and answers where it is now:
     * its new URL as `@id`, its content path as `path` and its id as `@name` (a plain Guillotina answers only the
     * URL, `{"@url"}`; the reference backend also says `@type` and `@uid`).
     *
     * @example
     * const { path } = await client.content.move('/bodegas/old/', '/bodegas/archive/'); // '/bodegas/archive/old/'
     */
    move: (path: string, destination: string, newId?: string): Promise<Moved> =>
      withDestinationConflict(
        request('moveObject', moveAnswerSchema, () =>
          raw.POST('/db/guillotina/{path}/@move', {
            ...objectParams(path),
            body: { destination, ...(newId ? { new_id: newId } : {}) },
          }),
        ),
      ),

    /**
     * Copies the object (and everything below it) into the folder `destination`, as `newId` when given; answers the
     * copy. An id the destination already has is a {@link ConflictError}, on any server.
     *
     * @example
     * const copy = await client.content.duplicate('/bodegas/a/wine/', '/bodegas/b/'); // copy['@name'] === 'wine'
     */
    duplicate: (path: string, destination: string, newId?: string) =>
      withDestinationConflict(
        request('duplicateObject', createdSchema, () =>
          raw.POST('/db/guillotina/{path}/@duplicate', {
            ...objectParams(path),
            body: { destination, ...(newId ? { new_id: newId } : {}) },
          }),
        ),
      ),

    /**
     * Elasticsearch-style search over the tree (`POST @search`); answers `{items, items_total}`. It needs the
     * retailer's search add-on: a plain Guillotina refuses it with an {@link AddonRequiredError} (use
     * {@link catalogSearch} there).
     *
     * @example
     * const { items } = await client.content.search({ query: { bool: { filter: [{ term: { type_name: 'Bodega' } }] } } });
     */
    search: (body: SearchRequest) =>
      withSearchAddon(
        'POST @search',
        request('search', searchResponseSchema, () => raw.POST('/db/guillotina/@search', { body })),
      ),

    /**
     * How many objects a search body matches (`POST @count`). Like {@link search}, it needs the retailer's search
     * add-on ({@link AddonRequiredError} on a plain Guillotina; use {@link catalogCount} there).
     *
     * @example
     * const wineries = await client.content.count({ query: { bool: { filter: [{ term: { type_name: 'Bodega' } }] } } });
     */
    count: async (body: SearchRequest) =>
      (
        await withSearchAddon(
          'POST @count',
          request('count', countSchema, () => raw.POST('/db/guillotina/@count', { body })),
        )
      ).items_total,

    /**
     * Guillotina's own search (`GET @search` with a catalog query), served by any Guillotina and by the reference
     * backend; same answer as {@link search}. Without a `depth` the container itself is left out.
     *
     * @example
     * const { items } = await client.content.catalogSearch({ type_name: 'Bodega', _size: 10, _sort_asc: 'id' });
     */
    catalogSearch: (query: CatalogQuery = {}) =>
      request('catalogSearch', searchResponseSchema, () =>
        raw.GET('/db/guillotina/@search', catalogParams(query)),
      ),

    /**
     * How many objects a catalog query matches (`GET @count`, answered as a bare integer).
     *
     * @example
     * const folders = await client.content.catalogCount({ type_name: 'Folder' });
     */
    catalogCount: (query: CatalogQuery = {}) =>
      request('catalogCount', z.number().int(), () => raw.GET('/db/guillotina/@count', catalogParams(query))),

    /** Which of `permissions` the user has on `path`. */
    canido: (path: string, permissions: readonly string[]) =>
      request('canIDoOn', permissionAnswersSchema, () =>
        raw.GET('/db/guillotina/{path}/@canido', {
          params: { path: { path: apiPath(path) }, query: { permissions: permissions.join(',') } },
        }),
      ),

    sharing: (path: string) =>
      request('getSharing', sharingSchema, () =>
        raw.GET('/db/guillotina/{path}/@sharing', objectParams(path)),
      ),

    changeSharing: async (path: string, body: SharingChange) => {
      await request('changeSharing', ok, () =>
        raw.POST('/db/guillotina/{path}/@sharing', { ...objectParams(path), body }),
      );
    },

    /** Takes or renews the editing lock (90 s); 409 Locked names the holder. */
    lock: (path: string) =>
      request('lockObject', lockSchema, () => raw.POST('/db/guillotina/{path}/@lock', objectParams(path))),

    /**
     * Releases the editing lock. `keepalive` lets the request outlive the page (send it from `pagehide`): the
     * browser then delivers it after the page is gone, and nobody reads the answer.
     *
     * @example
     * window.addEventListener('pagehide', () => void client.content.unlock(path, { keepalive: true }).catch(() => {}));
     */
    unlock: async (path: string, options: { keepalive?: boolean } = {}) => {
      await request('unlockObject', ok, () =>
        raw.POST('/db/guillotina/{path}/@unlock', {
          ...objectParams(path),
          ...(options.keepalive ? { keepalive: true } : {}),
        }),
      );
    },

    addableTypes: (path: string) =>
      request('getAddableTypes', z.array(z.string()), () =>
        raw.GET('/db/guillotina/{path}/@addable-types', objectParams(path)),
      ),

    behaviors: (path: string) =>
      request('getBehaviors', behaviorsSchema, () =>
        raw.GET('/db/guillotina/{path}/@behaviors', objectParams(path)),
      ),

    addBehavior: async (path: string, behavior: string) => {
      await request('addBehavior', ok, () =>
        raw.PATCH('/db/guillotina/{path}/@behaviors', { ...objectParams(path), body: { behavior } }),
      );
    },

    removeBehavior: async (path: string, behavior: string) => {
      await request('removeBehavior', ok, () =>
        raw.DELETE('/db/guillotina/{path}/@behaviors', { ...objectParams(path), body: { behavior } }),
      );
    },

    types: () => request('listTypes', z.array(typeSchemaSchema), () => raw.GET('/db/guillotina/@types')),

    type: (name: string) =>
      request('getType', typeSchemaSchema, () =>
        raw.GET('/db/guillotina/@types/{type}', { params: { path: { type: name } } }),
      ),

    /** One page of the audit log of `path` and below, newest first; pass the cursor for the next page. */
    logs: (path: string, options: { size?: number; searchAfter?: string | null } = {}) =>
      request('getLogs', logPageSchema, () =>
        raw.GET('/db/guillotina/@get-logs', {
          params: {
            query: {
              path,
              size: options.size ?? 20,
              backend: 'ch',
              ...(options.searchAfter ? { search_after: options.searchAfter } : {}),
            },
          },
        }),
      ),

    /**
     * Stores `file` as the file of `field`; the server checks its real type. Answers the stored file's
     * description (reference backend), or null when the server says nothing about it (a plain Guillotina answers
     * `{}`): read the object for its `filename`, `content_type` and `size`.
     */
    uploadFile: (path: string, field: string, file: Blob, filename: string): Promise<FileInfo | null> =>
      request('uploadFile', uploadAnswerSchema, () =>
        raw.PATCH('/db/guillotina/{path}/@upload/{field}', {
          params: { path: { path: apiPath(path), field }, header: { 'X-UPLOAD-FILENAME': filename } },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body,
          headers: { 'content-type': file.type || 'application/octet-stream' },
        }),
      ),

    deleteFile: async (path: string, field: string) => {
      await request('deleteFile', ok, () =>
        raw.DELETE('/db/guillotina/{path}/@delete/{field}', {
          params: { path: { path: apiPath(path), field } },
        }),
      );
    },

    /**
     * The file of `field` as a Blob (use an object URL to show or save it); a failure is the typed error of its
     * status (`NotFoundError` when the object or its file is missing).
     */
    downloadFile: (path: string, field: string): Promise<Blob> =>
      requestBlob(() =>
        raw.GET('/db/guillotina/{path}/@download/{field}', {
          params: { path: { path: apiPath(path), field } },
          parseAs: 'blob',
        }),
      ),

    /**
     * The static map image (PNG) of a point, 600x400 unless a size is given: what the winery's Town section
     * stores as its location map from the map link.
     *
     * @example
     * const png = await client.content.staticMap({ lat: 42.46, lng: -2.44, zoom: 16, width: 600, height: 400 });
     */
    staticMap: (request: StaticMapRequest): Promise<Blob> =>
      requestBlob(() => raw.GET('/api/static-map', { params: { query: request }, parseAs: 'blob' })),

    /** Uploads an image for the rich text editor; answers its public URL. */
    uploadEditorImage: async (file: Blob, filename: string): Promise<string> => {
      const form = new FormData();
      form.append('file', file, filename);
      const answer = await request('uploadEditorImage', uploadedImageSchema, () =>
        raw.POST('/api/upload', { body: form as never, bodySerializer: (body: unknown) => body }),
      );
      return answer.url.startsWith('/') ? `${baseUrl}${answer.url}` : answer.url;
    },

    fieldConstants: () =>
      request('getFieldConstants', fieldConstantsSchema, () => raw.GET('/db/guillotina/@field-constants')),

    constants: () => request('getConstants', constantsSchema, () => raw.GET('/v2/@constants')),

    /**
     * The zones under /zonas/ (`@list-id-zonas`), each with its type, path and name in `lang`: a product's region.
     * @example const { zonas } = await client.content.zonas('en'); // [{ type: 'pais', path: '/zonas/espana', name: 'Spain' }, ...]
     */
    zonas: (lang: Language) =>
      request('listZonas', zonaListSchema, () =>
        raw.GET('/db/guillotina/@list-id-zonas', { params: { query: { lang } } }),
      ),

    /**
     * The tags of one tag type (`@tags/{type}`), each with its id, path and name in `lang`; 404 for an unknown type.
     * @example const grapes = await client.content.tags('uva', 'es'); // [{ id: 'tem', name: 'Tempranillo', ... }]
     */
    tags: (type: string, lang: Language) =>
      request('listTags', z.array(tagEntrySchema), () =>
        raw.GET('/db/guillotina/@tags/{type}', { params: { path: { type }, query: { lang } } }),
      ),

    principals: () =>
      request('listPrincipals', principalsSchema, () => raw.GET('/db/guillotina/@principals')),

    /**
     * Who is logged in, and their global roles (Guillotina's `@user_info`).
     * @example const { id, roles } = await client.content.userInfo(); // roles: { 'guillotina.Manager': 1 }
     */
    userInfo: () => request('getUserInfo', userInfoSchema, () => raw.GET('/db/guillotina/@user_info')),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
