import { ok, slugify } from '@cellar/validation';
import { useState } from 'react';
import { CreateFormLayout } from '@/features/content/components/create/create-form-layout';
import { type CreateFormProps, errorsOf, InputField } from '@/features/content/components/create/fields';
import { useCreateSubmit } from '@/features/content/components/create/use-create-submit';

const FIELDS = ['title', 'title.es', 'slug', 'slug.es', 'description', 'description.es', 'id'];

/**
 * New Landing (§7: template landing, slug, title, description). The texts are the Spanish ones; the landing
 * editor adds the other languages. The slug follows the title until edited; the id is the slug.
 */
export function LandingForm({ parentPath, type, onDone }: CreateFormProps) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const { submit, errors, clearError, formErrors, pending } = useCreateSubmit({ kind: 'landing', onDone });

  return (
    <CreateFormLayout
      pending={pending}
      onCancel={onDone}
      formErrors={formErrors(FIELDS, errors)}
      onSubmit={() => {
        const id = slugify(slug || title);
        // No rule of the validation package covers a new landing: the server's 400 details show under the fields.
        submit(ok({ title, slug: id, description }), (value) => ({
          parent: parentPath,
          body: {
            '@type': type,
            ...(id ? { id } : {}),
            template: 'landing',
            title: { es: value.title },
            slug: { es: value.slug },
            description: { es: value.description },
          },
        }));
      }}
    >
      <InputField
        label="Title"
        value={title}
        errors={errorsOf(errors, 'title', 'title.es')}
        onValueChange={(text) => {
          setTitle(text);
          clearError('title');
          clearError('title.es');
          if (!slugEdited) setSlug(slugify(text));
        }}
      />
      <InputField
        label="Slug"
        value={slug}
        errors={errorsOf(errors, 'slug', 'slug.es', 'id')}
        onValueChange={(text) => {
          setSlug(text);
          setSlugEdited(true);
          clearError('slug');
          clearError('id');
        }}
      />
      <InputField
        label="Description"
        value={description}
        errors={errorsOf(errors, 'description', 'description.es')}
        onValueChange={(text) => {
          setDescription(text);
          clearError('description');
        }}
      />
    </CreateFormLayout>
  );
}
