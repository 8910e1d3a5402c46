import type { ErpUser } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';
import { commerceMessages, newsletterFromSubscription, validateUserEdit } from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateUser } from '@/features/users/api/update-user';

interface FormValues {
  nombre: string;
  idioma: string;
  country: string;
  observaciones: string;
  newsletter: boolean;
}

const valuesOf = (user: ErpUser): FormValues => ({
  nombre: user.nombre,
  idioma: user.idioma,
  country: user.country,
  observaciones: user.observaciones,
  newsletter: newsletterFromSubscription(user.subscription),
});

const messagesFor = (issues: readonly Issue[], path: string) =>
  issues.filter((issue) => issue.path === path).map((issue) => issue.message);

/**
 * The user's record (commerce-operations §3 User): name, language and country of 2 characters, observaciones and
 * the newsletter flag, the inverse of subscription.unsubscribed. Saved with user_update: 'Saved!', or the
 * GraphQL error message as it is.
 */
export function UserEditForm({ user }: { user: ErpUser }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [issues, setIssues] = useState<Issue[]>([]);
  const update = useUpdateUser();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUserEdit(values);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    const { newsletter, ...fields } = checked.value;
    update.mutate(
      { user_id: user.id_usuario, fields, newsletter },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          toast.success(commerceMessages.success.saved);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form aria-label="Edit user" onSubmit={submit} noValidate className="grid max-w-3xl grid-cols-2 gap-4">
      <FormField label="Id">
        {(ids) => <input {...ids} readOnly value={user.id_usuario} className={inputClass} />}
      </FormField>
      <FormField label="Email">
        {(ids) => <input {...ids} readOnly value={user.email} className={inputClass} />}
      </FormField>
      <FormField label="Name" className="col-span-2">
        {(ids) => (
          <input
            {...ids}
            name="nombre"
            value={values.nombre}
            onChange={(event) => set('nombre', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Language" errors={messagesFor(issues, 'idioma')}>
        {(ids) => (
          <input
            {...ids}
            name="idioma"
            value={values.idioma}
            onChange={(event) => set('idioma', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Country" errors={messagesFor(issues, 'country')}>
        {(ids) => (
          <input
            {...ids}
            name="country"
            value={values.country}
            onChange={(event) => set('country', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Observaciones" className="col-span-2">
        {(ids) => (
          <textarea
            {...ids}
            name="observaciones"
            rows={4}
            value={values.observaciones}
            onChange={(event) => set('observaciones', event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <label className="col-span-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="newsletter"
          checked={values.newsletter}
          onChange={(event) => set('newsletter', event.target.checked)}
        />
        Newsletter
      </label>
      <div className="col-span-2">
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
