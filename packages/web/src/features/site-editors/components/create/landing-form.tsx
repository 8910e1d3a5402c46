import { slugify } from '@cellar/validation';
import {
  CONTENT_LIMITS,
  type NewLandingValue,
  siteMessages,
  validateNewLanding,
} from '@cellar/validation/site';
import { CreateForm, useCreateForm, useFollowingField } from '@/components/create-form';
import { fieldsNamed, TextInput } from '@/components/form';
import type { CreateFormProps } from '@/lib/editor-registry';

interface LandingFields {
  title: string;
  /** The landing's id too; follows the title until typed. */
  slug: string;
  description: string;
}

const NEW_LANDING: LandingFields = { title: '', slug: '', description: '' };
/** The server names the Spanish texts (`title.es`, under `title`) and the id (the slug). */
const fieldOf = fieldsNamed(['title', 'slug', 'description'], { id: 'slug' });

/**
 * New Landing (site-content-and-shell §2.3, §3: template landing, title, slug, description): the Spanish texts;
 * the landing editor adds the other languages.
 */
export function LandingForm({ parentPath, type, create, onCancel }: CreateFormProps) {
  const app = useCreateForm<LandingFields, NewLandingValue>({
    kind: 'landing',
    parentPath,
    defaultValues: NEW_LANDING,
    rule: validateNewLanding,
    fieldOf,
    created: siteMessages.landing.created,
  });
  useFollowingField(app.form, 'title', 'slug', slugify);

  return (
    <CreateForm
      app={app}
      label="New Landing"
      onCancel={onCancel}
      onSubmit={app.submit((landing) =>
        create({
          parent: parentPath,
          body: {
            '@type': type,
            id: landing.slug,
            template: 'landing',
            title: { es: landing.title },
            slug: { es: landing.slug },
            description: { es: landing.description },
          },
        }),
      )}
    >
      <TextInput<LandingFields> name="title" label="Title" maxLength={CONTENT_LIMITS.landingTitle} />
      <TextInput<LandingFields> name="slug" label="Slug" maxLength={CONTENT_LIMITS.id} />
      <TextInput<LandingFields> name="description" label="Description" />
    </CreateForm>
  );
}
