import { pathSegments } from '@cellar/validation';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import {
  behaviorsSchema,
  constantsSchema,
  countSchema,
  createdSchema,
  fieldConstantsSchema,
  fileInfoSchema,
  lockSchema,
  logPageSchema,
  principalsSchema,
  resourceSchema,
  searchResponseSchema,
  sharingSchema,
  typeSchemaSchema,
  uploadedImageSchema,
  userInfoSchema,
} from './content-schemas';
import { isCellarError, NetworkError, toHttpError } from './errors';
import type { components, paths } from './generated/schema';
import { request } from './request';
import { permissionAnswersSchema } from './schemas';

type Schemas = components['schemas'];
export type SearchRequest = Schemas['SearchRequest'];
export type SearchClause = Schemas['SearchClause'];
export type CreateRequest = Schemas['CreateRequest'];
export type SharingChange = Schemas['SharingChange'];

/** The `{path}` parameter: segments without leading or trailing slash ('' for the root). */
const apiPath = (path: string): string => pathSegments(path).join('/');
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
     * Saves changed fields (behaviours under their dotted names). Pass the `modification_date` you hold as
     * `lastModDate` to get a 412 instead of overwriting someone else's change.
     */
    patch: async (path: string, body: Record<string, unknown>, options: { lastModDate?: string } = {}) => {
      await request('patchObject', ok, () =>
        raw.PATCH('/db/guillotina/{path}', {
          params: {
            path: { path: apiPath(path) },
            header: options.lastModDate ? { 'last-mod-date': options.lastModDate } : {},
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

    move: (path: string, destination: string, newId?: string) =>
      request('moveObject', createdSchema, () =>
        raw.POST('/db/guillotina/{path}/@move', {
          ...objectParams(path),
          body: { destination, ...(newId ? { new_id: newId } : {}) },
        }),
      ),

    duplicate: (path: string, destination: string, newId?: string) =>
      request('duplicateObject', createdSchema, () =>
        raw.POST('/db/guillotina/{path}/@duplicate', {
          ...objectParams(path),
          body: { destination, ...(newId ? { new_id: newId } : {}) },
        }),
      ),

    /** Elasticsearch-style search over the tree; answers `{items, items_total}`. */
    search: (body: SearchRequest) =>
      request('search', searchResponseSchema, () => raw.POST('/db/guillotina/@search', { body })),

    count: async (body: SearchRequest) =>
      (await request('count', countSchema, () => raw.POST('/db/guillotina/@count', { body }))).items_total,

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

    unlock: async (path: string) => {
      await request('unlockObject', ok, () => raw.POST('/db/guillotina/{path}/@unlock', objectParams(path)));
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

    /** Stores `file` as the file of `field`; the server checks its real type. */
    uploadFile: (path: string, field: string, file: Blob, filename: string) =>
      request('uploadFile', fileInfoSchema, () =>
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

    /** The file of `field` as a Blob (use an object URL to show or save it). */
    downloadFile: async (path: string, field: string): Promise<Blob> => {
      let response: Response;
      try {
        ({ response } = await raw.GET('/db/guillotina/{path}/@download/{field}', {
          params: { path: { path: apiPath(path), field } },
          parseAs: 'stream',
        }));
      } catch (cause) {
        throw isCellarError(cause) ? cause : new NetworkError(cause);
      }
      if (!response.ok) {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a non-JSON error body is shown as text
        }
        throw toHttpError(response.status, body, response.statusText);
      }
      return response.blob();
    },

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
