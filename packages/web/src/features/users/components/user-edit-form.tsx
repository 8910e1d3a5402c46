import type { ErpUser } from '@cellar/sdk';
import { commerceMessages, newsletterFromSubscription, validateUserEdit } from '@cellar/validation/commerce';
import { useMemo } from 'react';
import {
  CheckboxInput,
  Form,
  fieldsNamed,
  SubmitButton,
  TextAreaInput,
  TextInput,
  useAppForm,
} from '@/components/form';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateUser } from '@/features/users/api/update-user';
import { errorMessage } from '@/lib/error-message';

interface UserForm {
  nombre: string;
  idioma: string;
  country: string;
  observaciones: string;
  newsletter: boolean;
}

const valuesOf = (user: ErpUser): UserForm => ({
  nombre: user.nombre,
  idioma: user.idioma,
  country: user.country,
  observaciones: user.observaciones,
  newsletter: newsletterFromSubscription(user.subscription),
});

/** validateUserEdit's paths (and user_update's refusals, the same rule) under the form's fields. */
const fieldOf = fieldsNamed(['nombre', 'idioma', 'country', 'observaciones', 'newsletter']);
const rule = (form: UserForm) => validateUserEdit(form);

/**
 * The user's record (commerce-operations §3 User): name, language and country of 2 characters, observaciones and
 * the newsletter flag, the inverse of subscription.unsubscribed. Saved with user_update: 'Saved!', or the
 * GraphQL error message as it is. What is typed stays as a draft of this user until saved.
 */
export function UserEditForm({ user }: { user: ErpUser }) {
  const stored = useMemo(() => valuesOf(user), [user]);
  const update = useUpdateUser();
  const { form, handleSubmit, draft } = useAppForm({
    defaultValues: stored,
    values: stored,
    rule,
    fieldOf,
    draftKey: `user:${user.id_usuario}`,
  });

  const onSubmit = handleSubmit(
    async ({ newsletter, ...fields }) => {
      await update.mutateAsync({ user_id: user.id_usuario, fields, newsletter });
      toast.success(commerceMessages.success.saved);
    },
    { onError: (error) => toast.error(errorMessage(error)) },
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      label="Edit user"
      className="flex max-w-3xl flex-col gap-4"
    >
      <div className="grid grid-cols-2 gap-4">
        <InputField label="Id" readOnly value={user.id_usuario} />
        <InputField label="Email" readOnly value={user.email} />
        <TextInput<UserForm> name="nombre" label="Name" className="col-span-2" />
        <TextInput<UserForm> name="idioma" label="Language" />
        <TextInput<UserForm> name="country" label="Country" />
        <TextAreaInput<UserForm> name="observaciones" label="Observaciones" rows={4} className="col-span-2" />
        <CheckboxInput<UserForm> name="newsletter" label="Newsletter" className="col-span-2" />
      </div>
      <div>
        <SubmitButton>Save</SubmitButton>
      </div>
    </Form>
  );
}
