import { isConflict, normalisePath, pathSegments } from '@cellar/sdk';
import {
  CONTENT_LIMITS,
  GRAPE_TAG_TYPE,
  grapeTagId,
  type NewTagValue,
  siteMessages,
  validateNewTag,
} from '@cellar/validation/site';
import { useWatch } from 'react-hook-form';
import { CreateForm, useCreateForm } from '@/components/create-form';
import { fieldsNamed, SelectInput, TextInput, useFieldMessages } from '@/components/form';
import { InputField } from '@/components/ui/form-field';
import { TAGS_FOLDER, useTagTypes } from '@/features/site-editors/api/list-tag-types';
import type { CreateFormProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';

interface TagFields {
  /** The tag type: the folder the tag goes in (POST {tagType}/). */
  type: string;
  /** The Spanish name (`localized_text.es`). */
  name: string;
  /** Any tag but a grape: from the name when empty. */
  id: string;
}

const fieldOf = fieldsNamed(['type', 'name', 'id'], { 'localized_text.es': 'name', localized_text: 'name' });
const rule = ({ type, name, id }: TagFields) =>
  validateNewTag({ type, id: type === GRAPE_TAG_TYPE ? '' : id, localized_text: { es: name } });

/** The toast of a failed tag creation (§8): the 409 of an existing id, else the server's message or status. */
export function tagFailureMessage(error: unknown): string {
  return isConflict(error) ? siteMessages.tag.idExists : siteMessages.tag.serverError(errorMessage(error));
}

/** The tag type a folder stands for: `/tags/uva/` → `uva`; '' elsewhere. */
export function tagTypeOfFolder(path: string): string {
  const normalised = normalisePath(path);
  return normalised.startsWith(TAGS_FOLDER) && normalised !== TAGS_FOLDER
    ? (pathSegments(normalised).at(-1) ?? '')
    : '';
}

/** New Tag (site-content-and-shell §3, §5, §7): a type (the folder it goes in) and a Spanish name. */
export function TagForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<TagFields, NewTagValue>({
    kind: 'tag',
    parentPath,
    defaultValues: { type: tagTypeOfFolder(parentPath), name: '', id: '' },
    rule,
    fieldOf,
    created: siteMessages.tag.created,
    failure: tagFailureMessage,
  });
  const [tagType, name] = useWatch({ control: app.form.control, name: ['type', 'name'] });
  const tagTypes = useTagTypes();
  const options = tagTypes.data ?? (tagType ? [{ id: tagType, title: tagType }] : []);

  return (
    <CreateForm
      app={app}
      label="New Tag"
      onCancel={onCancel}
      onSubmit={app.submit((tag) =>
        create({ parent: `${TAGS_FOLDER}${tag.type}/`, body: { '@type': type, ...tag } }),
      )}
    >
      <SelectInput<TagFields, string>
        name="type"
        label="Type"
        placeholder="Select a tag type"
        options={options.map((option) => ({ value: option.id, label: option.title }))}
      />
      <TextInput<TagFields> name="name" label="Nombre (es)" />
      {tagType === GRAPE_TAG_TYPE ? (
        <GrapeId name={name} />
      ) : (
        <TextInput<TagFields>
          name="id"
          label="Id"
          placeholder="From the name when empty"
          maxLength={CONTENT_LIMITS.id}
        />
      )}
    </CreateForm>
  );
}

/** A grape's id (§5): the first 3 letters of its Spanish name, shown, never typed. */
function GrapeId({ name }: { name: string }) {
  return (
    <InputField
      label="Id"
      value={grapeTagId(name)}
      readOnly
      hint="Grapes: the first 3 letters of the Spanish name"
      errors={useFieldMessages('id')}
    />
  );
}
