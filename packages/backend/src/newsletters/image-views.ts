import { PERMISSIONS } from '@cellar/validation';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { type FileStore, MAX_FILE_BYTES, payloadTooLarge } from '../files/file-store';
import { checkFileType, uploadFilename } from '../files/file-views';
import { badRequest, notFound } from '../http/errors';
import { NEWSLETTER_TYPE } from './newsletter';
import { newsletterImageField, newsletterImageName, newsletterImagePath } from './newsletter-image';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const NOT_AN_IMAGE = 'The file is not a PNG, JPEG, GIF or WebP image';

/**
 * `POST {newsletterPath}/@newsletter-image` (multipart `file`, site-content §7 "Upload of an image to
 * newsletters/{newsletterId} returns path"): a PNG, JPEG, GIF or WebP image (magic bytes, the name's extension
 * must match; SVG refused: the images are served publicly), at most 10 MiB. Stored beside the newsletter under
 * the slug of its name (the same name replaces the image), audited as an `upload`; answers `{path}`. The
 * newsletter itself is not modified, so a form open on it keeps its `modification_date`. ModifyContent (403),
 * someone else's editing lock 409.
 */
async function uploadNewsletterImage(ctx: ViewContext, files: FileStore): Promise<Response> {
  if (ctx.object.type_name !== NEWSLETTER_TYPE) throw notFound('Not a newsletter');
  ctx.assertNotLocked();
  const declared = Number(ctx.c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + MULTIPART_OVERHEAD) throw payloadTooLarge();
  let form: Record<string, unknown>;
  try {
    form = await ctx.c.req.parseBody();
  } catch {
    throw badRequest([{ path: 'file', message: 'Expected a multipart body with a file field' }]);
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest([{ path: 'file', message: 'The file field is required' }]);
  if (file.size > MAX_FILE_BYTES) throw payloadTooLarge();
  const filename = uploadFilename(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = checkFileType(bytes, filename, { imagesOnly: true, path: 'file' });
  if (type.extension === 'svg') throw badRequest([{ path: 'file', message: NOT_AN_IMAGE }]);
  const name = newsletterImageName(filename, type.extension);
  const path = newsletterImagePath(ctx.object.path, name);
  const { key, md5 } = files.put(bytes, type);
  try {
    ctx.write((audit) => {
      // The replaced image's row goes to file_trash (trigger); its bytes are swept after the commit.
      ctx.db
        .prepare('DELETE FROM files WHERE uid = ? AND field = ?')
        .run(ctx.object.uid, newsletterImageField(name));
      ctx.db
        .prepare(
          `INSERT INTO files (storage_key, uid, field, filename, content_type, size, md5, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          key,
          ctx.object.uid,
          newsletterImageField(name),
          filename,
          type.content_type,
          bytes.byteLength,
          md5,
          new Date(ctx.now()).toISOString(),
        );
      audit('upload', { path, filename, content_type: type.content_type, size: bytes.byteLength, md5 });
    });
  } catch (error) {
    files.remove(key);
    throw error;
  }
  files.sweep(ctx.db);
  return ctx.c.json({ path });
}

/** The newsletter image views of the content dispatcher. */
export const newsletterImageViews = (files: FileStore): ViewDef[] => [
  view('POST', '@newsletter-image', (ctx) => uploadNewsletterImage(ctx, files), {
    permission: PERMISSIONS.ModifyContent,
  }),
];
