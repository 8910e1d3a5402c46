import { PERMISSIONS } from '@cellar/validation';
import {
  catalogueMessages,
  findPackRow,
  type ImageSlot,
  imageSlotPath,
  isImageSlot,
  PACK_IMAGE_FIELD,
  PACK_IMAGE_PATH,
  validatePackContent,
  validateSlotImageUpload,
} from '@cellar/validation/catalogue';
import { type ObjectRow, rowData } from '../content/content-row';
import { type ViewContext, type ViewDef, view } from '../content/content-view';
import { type FileInfo, type FileStore, readLimited } from '../files/file-store';
import {
  checkFileType,
  objectFileResponse,
  putObjectFile,
  readObjectFile,
  removeObjectFile,
  uploadFilename,
} from '../files/file-views';
import { badRequest, notFound } from '../http/errors';
import { renderPackImage } from './pack-image';
import { imagesOf, isPack, PRODUCT_TYPE, productReferences, slotImageKey } from './product-summary';
import { productsOfKeys } from './product-views';

/** The reference and slot of `@upload-image/{reference}/{type}`, checked against the product (404, 400). */
function slotOf(ctx: ViewContext): { reference: string; slot: ImageSlot } {
  const [reference, slot, ...rest] = ctx.args;
  if (
    ctx.object.type_name !== PRODUCT_TYPE ||
    reference === undefined ||
    slot === undefined ||
    rest.length > 0
  )
    throw notFound();
  if (!productReferences(ctx.object).some((row) => row.referencia === reference))
    throw notFound(catalogueMessages.limits.unknownReference(reference));
  if (!isImageSlot(slot)) {
    const checked = validateSlotImageUpload({ fileName: '', slot });
    throw badRequest(checked.ok ? [] : checked.issues);
  }
  return { reference, slot };
}

/** The images map with one slot set (path) or cleared (null), reading the product as it is inside the write. */
function withSlot(current: ObjectRow, reference: string, slot: ImageSlot, path: string | null) {
  const images = imagesOf(rowData(current));
  const slots = { ...images[reference] };
  if (path === null) delete slots[slot];
  else slots[slot] = path;
  if (Object.keys(slots).length === 0) delete images[reference];
  else images[reference] = slots;
  return { images };
}

/**
 * `POST {product}/@upload-image/{reference}/{type}` (catalogue-editors §5, §7): the raw body, named by
 * `X-UPLOAD-FILENAME`, becomes the image of that slot of the reference. The name follows §5 (and names the same
 * slot), the bytes must really be the slot's type (jpg for o4, o5, art800; png otherwise), 10 MiB at most (413).
 * Answers `{path, ...FileInfo}`; the product's images map records the path.
 */
async function uploadImage(ctx: ViewContext, files: FileStore): Promise<Response> {
  ctx.assertNotLocked();
  const { reference, slot } = slotOf(ctx);
  const filename = uploadFilename(ctx.c.req.header('x-upload-filename'));
  const upload = validateSlotImageUpload({ fileName: filename, slot });
  if (!upload.ok) throw badRequest(upload.issues);
  const bytes = await readLimited(ctx.c.req.raw);
  const type = checkFileType(bytes, filename, { imagesOnly: true, path: 'file' });
  const path = imageSlotPath(reference, slot);
  const info = putObjectFile(ctx, files, {
    key: slotImageKey(reference, slot),
    filename,
    bytes,
    type,
    patch: (_stored, current) => withSlot(current, reference, slot, path),
    payload: (stored) => ({ reference, slot, path, ...stored }),
  });
  return ctx.c.json({ path, ...info });
}

/** `GET {product}/@upload-image/{reference}/{type}`: the slot's image (its own content type), for previews. */
function readImage(ctx: ViewContext, files: FileStore): Response {
  const { reference, slot } = slotOf(ctx);
  return objectFileResponse(
    ctx,
    files,
    slotImageKey(reference, slot),
    catalogueMessages.limits.noImage(reference, slot),
    'inline',
  );
}

/** `DELETE {product}/@upload-image/{reference}/{type}`: removes the slot's image (404 when it has none). */
function deleteImage(ctx: ViewContext, files: FileStore): Response {
  ctx.assertNotLocked();
  const { reference, slot } = slotOf(ctx);
  removeObjectFile(ctx, files, {
    key: slotImageKey(reference, slot),
    missing: catalogueMessages.limits.noImage(reference, slot),
    patch: (current) => withSlot(current, reference, slot, null),
    payload: (row) => ({ reference, slot, filename: row.filename }),
  });
  return ctx.c.json({});
}

/**
 * `POST {pack}/@generate-image` (§7 'Generate pack image'): renders the pack image (453x290 PNG) from the pack's
 * products in their order: each one's anv800 image, or a plain tile with its name (the key itself when no product
 * the user may view has it). Stores it as the pack image (`pack_image`) and answers `{path, ...FileInfo}`.
 */
async function generateImage(ctx: ViewContext, files: FileStore): Promise<Response> {
  ctx.assertNotLocked();
  if (!isPack(ctx.object)) throw badRequest([{ path: '', message: catalogueMessages.limits.notAPack }]);
  const content = validatePackContent(rowData(ctx.object).contenido_del_pack);
  const entries = content.ok ? Object.entries(content.value).sort(([, a], [, b]) => a.orden - b.orden) : [];
  if (entries.length === 0)
    throw badRequest([{ path: 'contenido_del_pack', message: catalogueMessages.pack.missingProduct }]);
  const candidates = productsOfKeys(
    ctx,
    entries.map(([key]) => key),
  ).flatMap((row) => productReferences(row));
  const tiles = entries.map(([key]) => {
    const row = findPackRow(key, candidates);
    if (row === undefined) return { name: key };
    const product = ctx.store.get(row.path);
    const bytes =
      row.image === null || product === undefined
        ? undefined
        : readObjectFile(ctx.db, files, product.uid, slotImageKey(row.referencia, 'anv800'));
    return { name: row.anyada === null ? row.nombre : `${row.nombre} ${row.anyada}`, image: bytes };
  });
  const bytes = await renderPackImage(tiles);
  const filename = `${ctx.object.id}.png`;
  const info: FileInfo = putObjectFile(ctx, files, {
    key: PACK_IMAGE_FIELD,
    filename,
    bytes,
    type: { content_type: 'image/png', extension: 'png' },
    patch: (stored) => ({ [PACK_IMAGE_FIELD]: stored }),
    payload: (stored) => ({
      field: PACK_IMAGE_FIELD,
      generated: true,
      products: entries.map(([key]) => key),
      ...stored,
    }),
  });
  return ctx.c.json({ path: PACK_IMAGE_PATH, ...info });
}

/** The product image views of the content dispatcher (the Images screen and the Pack editor's image). */
export const productImageViews = (files: FileStore): ViewDef[] => [
  view('POST', '@upload-image', (ctx) => uploadImage(ctx, files), { permission: PERMISSIONS.ModifyContent }),
  view('GET', '@upload-image', (ctx) => readImage(ctx, files)),
  view('DELETE', '@upload-image', (ctx) => deleteImage(ctx, files), {
    permission: PERMISSIONS.ModifyContent,
  }),
  view('POST', '@generate-image', (ctx) => generateImage(ctx, files), {
    permission: PERMISSIONS.ModifyContent,
  }),
];
