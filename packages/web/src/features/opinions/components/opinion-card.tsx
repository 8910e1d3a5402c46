import type { ErpOpinion } from '@cellar/sdk';
import { commerceMessages, OPINION_RATE, validateOpinion } from '@cellar/validation/commerce';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, fieldsNamed, TextAreaInput, TextInput, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { toast } from '@/components/ui/toast';
import { usePublishOpinion } from '@/features/opinions/api/publish-opinion';
import { useRefuseOpinion } from '@/features/opinions/api/refuse-opinion';
import { useUpdateOpinion } from '@/features/opinions/api/update-opinion';
import {
  type OpinionForm,
  opinionBody,
  opinionFormFrom,
  reviewCounter,
  reviewOutOfRange,
} from '@/features/opinions/utils/opinion-form';
import { publicWineUrl } from '@/features/opinions/utils/wine-url';
import { useShops } from '@/lib/use-shops';

const messages = commerceMessages.opinions;

/** validateOpinion's paths (and the server's, the same rule) under the card's fields. */
const fieldOf = fieldsNamed(['titulo', 'nombre_usuario', 'nota', 'opinion']);
const rule = (form: OpinionForm) => validateOpinion(form);

/**
 * One opinion: its group (a link to the public wine page, in a new tab, once the shop configuration has come:
 * plain text until then, so that no link ever points at a host the deployment does not use), the wine's name,
 * and the editable form. A pending opinion can be refused, saved, or saved and published, and what is typed in
 * it stays as a draft until saved; any other can go back to pending (its fields are read-only: only the pending
 * tab is edited in detail).
 */
export function OpinionCard({ opinion }: { opinion: ErpOpinion }) {
  const id = opinion.id_opinion;
  const pending = opinion.estado === 'pend';
  const stored = useMemo(() => opinionFormFrom(opinion), [opinion]);
  const { form, handleSubmit, draft, markSaved } = useAppForm({
    defaultValues: stored,
    values: stored,
    rule,
    fieldOf,
    ...(pending ? { draftKey: `opinion:${id}` } : {}),
  });
  const update = useUpdateOpinion();
  const publish = usePublishOpinion();
  const refuse = useRefuseOpinion();
  const shops = useShops().data?.shops;
  const wineUrl = shops && publicWineUrl(opinion.grupo, opinion.shop, shops);
  const review = useWatch({ control: form.control, name: 'opinion' });
  const busy = form.formState.isSubmitting || update.isPending || publish.isPending || refuse.isPending;

  const save = handleSubmit(
    async (value) => {
      await update.mutateAsync({ id, body: opinionBody(value) });
      toast.success(messages.saved);
    },
    { onError: () => toast.error(messages.saveFailed) },
  );

  const saveAndPublish = handleSubmit(
    async (value) => {
      await publish.mutateAsync({ id, body: opinionBody(value) });
      toast.success(messages.published);
    },
    { onError: () => toast.error(messages.publishFailed) },
  );

  // A refused opinion leaves the list: what was typed in it goes with it.
  const reject = () =>
    refuse.mutate(id, {
      onSuccess: () => {
        markSaved();
        toast.success(messages.rejected);
      },
      onError: () => toast.error(messages.rejectFailed),
    });

  const backToPending = () => {
    const next = validateOpinion({ ...stored, estado: 'pend' });
    if (!next.ok) {
      toast.error(messages.modifyFailed);
      return;
    }
    update.mutate(
      { id, body: opinionBody(next.value) },
      {
        onSuccess: () => toast.success(messages.backToPending),
        onError: () => toast.error(messages.modifyFailed),
      },
    );
  };

  return (
    <article
      aria-label={`Opinion ${id}`}
      aria-busy={busy || undefined}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
    >
      <header className="flex flex-col gap-0.5">
        {wineUrl ? (
          <ExternalLink href={wineUrl} className="text-sm font-semibold break-all">
            {opinion.grupo}
          </ExternalLink>
        ) : (
          <span className="text-sm font-semibold break-all text-slate-800">{opinion.grupo}</span>
        )}
        <p className="text-sm text-slate-800">{opinion.nombre}</p>
        <p className="text-xs text-slate-500">
          #{id} · {opinion.idioma} · {opinion.shop}
        </p>
      </header>
      <Form
        form={form}
        onSubmit={pending ? save : () => undefined}
        draft={draft}
        label={`Edit opinion ${id}`}
        className="flex flex-col gap-2"
      >
        <TextInput<OpinionForm> name="titulo" label="Title" readOnly={!pending} />
        <div className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2">
          <TextInput<OpinionForm> name="nombre_usuario" label="Name" readOnly={!pending} />
          <TextInput<OpinionForm>
            name="nota"
            label="Rate"
            type="number"
            inputMode="numeric"
            min={OPINION_RATE.min}
            max={OPINION_RATE.max}
            step={1}
            readOnly={!pending}
          />
        </div>
        <TextAreaInput<OpinionForm>
          name="opinion"
          label="Review"
          rows={6}
          readOnly={!pending}
          hint={
            <span className={reviewOutOfRange(review) ? 'text-rose-700' : undefined}>
              {reviewCounter(review)}
            </span>
          }
        />
        <div className="flex flex-wrap gap-2 pt-1">
          {pending ? (
            <>
              <Button variant="secondary" onClick={reject} disabled={busy}>
                Refuse
              </Button>
              <Button variant="secondary" type="submit" disabled={busy}>
                Save
              </Button>
              <Button onClick={() => void saveAndPublish()} disabled={busy}>
                Save and publish
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={backToPending} disabled={busy}>
              Back to pending
            </Button>
          )}
        </div>
      </Form>
    </article>
  );
}
