import { LANGUAGES } from '@cellar/validation';
import { catalogueMessages } from '@cellar/validation/catalogue';
import {
  siteMessages,
  type TagEditorValues,
  type TagImage,
  type TagValue,
  tagEditorValues,
  tagSlugs,
  validateTag,
} from '@cellar/validation/site';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, fieldsNamed, SaveBar, TextAreaInput, TextInput, useObjectTabForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteTagImage } from '@/features/site-editors/api/delete-tag-image';
import { useUpdateTag } from '@/features/site-editors/api/update-tag';
import { useUploadTagImage } from '@/features/site-editors/api/upload-tag-image';
import { deleteImageRequest } from '@/lib/delete-image-request';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { GrapeLinks } from './grape-links';
import { TAG_IMAGE_LABELS, TagImages } from './tag-images';
import { TagProducts } from './tag-products';

/** Labels of the tag page the spec does not word (§2.6 names 'Ver Productos' and Guardar only). */
export const TAG_PAGE_LABELS = {
  form: 'Tag',
  save: 'Guardar',
  saving: 'Guardando...',
  name: 'Name',
  comment: 'Comment',
  slug: 'Slug',
} as const;

const NAMES = LANGUAGES.flatMap((language) => [`localized_text.${language}`, `comentario.${language}`]);
const fieldOf = fieldsNamed(NAMES);

/**
 * The tag page (site-content-and-shell §2.6, the Tag's Properties tab): the grape preview links, the tag's products
 * on demand ('Ver Productos'), its images (uploaded and deleted at once), and the name and comment per language
 * saved by Guardar (PATCH {localized_text, comentario}; an empty name takes the Spanish one and the slugs follow the
 * names, §5). Guardar waits while an image uploads (§4).
 */
export function TagPropertiesTab(props: ObjectTabProps) {
  const { object, path } = props;
  const stored = useMemo(() => tagEditorValues(object), [object]);
  const update = useUpdateTag();
  const upload = useUploadTagImage();
  const remove = useDeleteTagImage();
  const { confirm, confirmDialog } = useConfirm();
  const uploading = upload.isPending || remove.isPending;
  const type = typeof object.type === 'string' ? object.type : '';
  const tab = useObjectTabForm<TagEditorValues, TagValue>(props, {
    tab: 'Properties',
    values: stored,
    rule: validateTag,
    fieldOf,
    save: (tag, lastModDate) =>
      update.mutateAsync({
        path,
        body: { localized_text: tag.localized_text, comentario: tag.comentario },
        lastModDate,
      }),
    toasts: { saved: siteMessages.tag.updated, failed: () => siteMessages.tag.updateError },
  });
  const { readOnly } = tab;

  const onUpload = (image: TagImage, file: File) =>
    upload.mutate(
      { path, image, file },
      { onError: () => toast.error(siteMessages.uploads.errorUploadingFile) },
    );
  const onDelete = async (image: TagImage) => {
    if (!(await confirm(deleteImageRequest(TAG_IMAGE_LABELS.title(image))))) return;
    remove.mutate(
      { path, image },
      {
        onSuccess: () => toast.success(catalogueMessages.images.deleted),
        onError: () => toast.error(siteMessages.uploads.errorDeletingFile),
      },
    );
  };

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <GrapeLinks object={object} />
      <TagProducts path={path} />
      <TagImages
        object={object}
        path={path}
        type={type}
        readOnly={readOnly}
        busy={uploading}
        onUpload={onUpload}
        onDelete={(image) => void onDelete(image)}
      />
      {confirmDialog}
      <Form
        {...tab.formProps}
        // Guardar waits while an image uploads (§4).
        onSubmit={uploading ? () => undefined : tab.onSubmit}
        label={TAG_PAGE_LABELS.form}
        className="flex flex-col gap-4 border-t border-slate-200 pt-4"
      >
        <SaveBar
          label={TAG_PAGE_LABELS.save}
          pendingLabel={TAG_PAGE_LABELS.saving}
          readOnly={readOnly}
          busy={uploading}
        />
        <fieldset disabled={readOnly} className="grid min-w-0 gap-4 md:grid-cols-2">
          <legend className="sr-only">{TAG_PAGE_LABELS.form}</legend>
          {LANGUAGES.map((language) => (
            <div key={language} className="contents">
              <TextInput<TagEditorValues>
                name={`localized_text.${language}`}
                label={`${TAG_PAGE_LABELS.name} (${language})`}
                hint={<SlugHint language={language} />}
              />
              <TextAreaInput<TagEditorValues>
                name={`comentario.${language}`}
                label={`${TAG_PAGE_LABELS.comment} (${language})`}
                rows={2}
              />
            </div>
          ))}
        </fieldset>
      </Form>
    </div>
  );
}

/** The slug the language's name gives (after the Spanish fallback), as the server will store it. */
function SlugHint({ language }: { language: (typeof LANGUAGES)[number] }) {
  const names = useWatch<TagEditorValues, 'localized_text'>({ name: 'localized_text' });
  return (
    <span>
      {TAG_PAGE_LABELS.slug}: <span className="font-mono">{tagSlugs(names)[language]}</span>
    </span>
  );
}
