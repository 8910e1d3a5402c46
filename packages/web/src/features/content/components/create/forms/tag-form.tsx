import { isHttpError, normalisePath } from '@cellar/sdk';
import { GRAPE_TAG_TYPE, grapeTagId, siteMessages, validateNewTag } from '@cellar/validation/site';
import { useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { TAGS_FOLDER, useTagTypes } from '@/features/content/api/list-tag-types';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { folderId } from '@/features/content/components/create/create-routing';
import { type CreateFormProps, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['type', 'localized_text', 'localized_text.es', 'id'];

/** The toast of a failed tag creation (§8): the 409 of an existing id, else the server's message or status. */
export function tagFailureMessage(error: unknown): string {
  if (isHttpError(error) && error.status === 409) return siteMessages.tag.idExists;
  if (isHttpError(error)) return siteMessages.tag.serverError(error.message || error.status);
  return siteMessages.tag.serverError(error instanceof Error ? error.message : String(error));
}

/** The tag type a folder stands for: `/tags/uva/` → `uva`; '' elsewhere. */
export const tagTypeOfFolder = (path: string): string => {
  const normalised = normalisePath(path);
  return normalised.startsWith(TAGS_FOLDER) && normalised !== TAGS_FOLDER ? folderId(normalised) : '';
};

/** New Tag (§3, §5, §7): a type (the folder it goes in, POST {tagType}/) and a Spanish name. */
export function TagForm({ parentPath, type, onDone }: CreateFormProps) {
  const [tagType, setTagType] = useState(() => tagTypeOfFolder(parentPath));
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const tagTypes = useTagTypes();
  const { submit, errors, bind, formErrors, pending } = useCreateSubmit({
    kind: 'tag',
    successMessage: siteMessages.tag.created,
    failureMessage: tagFailureMessage,
    onDone,
  });
  const isGrape = tagType === GRAPE_TAG_TYPE;
  const options = tagTypes.data ?? (tagType ? [{ id: tagType, title: tagType }] : []);

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() =>
        submit(
          validateNewTag({ type: tagType, id: isGrape ? '' : id, localized_text: { es: name } }),
          (value) => ({ parent: `${TAGS_FOLDER}${value.type}/`, body: { '@type': type, ...value } }),
        )
      }
    >
      <SelectField
        label="Type"
        value={tagType}
        placeholder="Select a tag type"
        options={options.map((option) => ({ value: option.id, label: option.title }))}
        {...bind(setTagType, 'type')}
      />
      <InputField
        label="Nombre (es)"
        value={name}
        {...bind(setName, 'localized_text.es', 'localized_text')}
      />
      <InputField
        label="Id"
        value={isGrape ? grapeTagId(name) : id}
        readOnly={isGrape}
        placeholder={isGrape ? undefined : 'From the name when empty'}
        hint={isGrape ? 'Grapes: the first 3 letters of the Spanish name' : undefined}
        {...bind(setId, 'id')}
      />
    </CreateFormLayout>
  );
}
