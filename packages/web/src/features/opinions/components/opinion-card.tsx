import type { ErpOpinion } from '@cellar/sdk';
import { commerceMessages, REVIEW_LENGTH } from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { usePublishOpinion } from '@/features/opinions/api/publish-opinion';
import { useRefuseOpinion } from '@/features/opinions/api/refuse-opinion';
import { useUpdateOpinion } from '@/features/opinions/api/update-opinion';
import {
  type OpinionField,
  type OpinionForm,
  opinionFormFrom,
  opinionUpdate,
  reviewCounter,
} from '@/features/opinions/utils/opinion-form';
import { publicWineUrl } from '@/features/opinions/utils/wine-url';
import { useShops } from '@/lib/use-shops';

const messages = commerceMessages.opinions;

const LABELS: Record<OpinionField, string> = {
  titulo: 'Title',
  nombre_usuario: 'Name',
  nota: 'Rate',
  opinion: 'Review',
};

/**
 * One opinion: its group (a link to the public wine page, in a new tab, once the shop configuration has come:
 * plain text until then, so that no link ever points at a host the deployment does not use), the wine's name,
 * and the editable form. A pending opinion can be refused, saved, or saved and published; any other can go back
 * to pending (its fields are read-only: only the pending tab is edited in detail).
 */
export function OpinionCard({ opinion }: { opinion: ErpOpinion }) {
  const [form, setForm] = useState<OpinionForm>(() => opinionFormFrom(opinion));
  // Messages show for the fields edited so far, and for every field once an action was tried.
  const [touched, setTouched] = useState<ReadonlySet<OpinionField>>(new Set());
  const [tried, setTried] = useState(false);
  const update = useUpdateOpinion();
  const publish = usePublishOpinion();
  const refuse = useRefuseOpinion();
  const shops = useShops().data?.shops;
  const wineUrl = shops && publicWineUrl(opinion.grupo, opinion.shop, shops);
  const busy = update.isPending || publish.isPending || refuse.isPending;
  const pending = opinion.estado === 'pend';
  const id = opinion.id_opinion;

  const check = opinionUpdate(form);
  const shown = (field: OpinionField): string[] => {
    if (check.ok || !(tried || touched.has(field))) return [];
    const message = check.messages[field];
    return message ? [message] : [];
  };

  const change = (field: OpinionField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };

  const save = () => {
    setTried(true);
    const next = opinionUpdate(form);
    if (!next.ok) return;
    update.mutate(
      { id, body: next.body },
      {
        onSuccess: () => toast.success(messages.saved),
        onError: () => toast.error(messages.saveFailed),
      },
    );
  };

  const saveAndPublish = () => {
    setTried(true);
    const next = opinionUpdate(form);
    if (!next.ok) return;
    publish.mutate(
      { id, body: next.body },
      {
        onSuccess: () => toast.success(messages.published),
        onError: () => toast.error(messages.publishFailed),
      },
    );
  };

  const reject = () =>
    refuse.mutate(id, {
      onSuccess: () => toast.success(messages.rejected),
      onError: () => toast.error(messages.rejectFailed),
    });

  const backToPending = () => {
    const next = opinionUpdate(opinionFormFrom(opinion), 'pend');
    if (!next.ok) {
      toast.error(messages.modifyFailed);
      return;
    }
    update.mutate(
      { id, body: next.body },
      {
        onSuccess: () => toast.success(messages.backToPending),
        onError: () => toast.error(messages.modifyFailed),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) save();
  };

  const reviewLength = [...form.opinion.trim()].length;
  const reviewOutOfRange = reviewLength < REVIEW_LENGTH.min || reviewLength > REVIEW_LENGTH.max;

  return (
    <article
      aria-label={`Opinion ${id}`}
      aria-busy={busy || undefined}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
    >
      <header className="flex flex-col gap-0.5">
        {wineUrl ? (
          <a
            href={wineUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold break-all text-sky-700 hover:underline"
          >
            {opinion.grupo}
          </a>
        ) : (
          <span className="text-sm font-semibold break-all text-slate-800">{opinion.grupo}</span>
        )}
        <p className="text-sm text-slate-800">{opinion.nombre}</p>
        <p className="text-xs text-slate-500">
          #{id} · {opinion.idioma} · {opinion.shop}
        </p>
      </header>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <FormField label={LABELS.titulo} errors={shown('titulo')}>
          {(ids) => (
            <input
              {...ids}
              className={inputClass}
              value={form.titulo}
              readOnly={!pending}
              onChange={(event) => change('titulo', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2">
          <FormField label={LABELS.nombre_usuario} errors={shown('nombre_usuario')}>
            {(ids) => (
              <input
                {...ids}
                className={inputClass}
                value={form.nombre_usuario}
                readOnly={!pending}
                onChange={(event) => change('nombre_usuario', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={LABELS.nota} errors={shown('nota')}>
            {(ids) => (
              <input
                {...ids}
                type="number"
                inputMode="decimal"
                className={inputClass}
                value={form.nota}
                readOnly={!pending}
                onChange={(event) => change('nota', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField
          label={LABELS.opinion}
          errors={shown('opinion')}
          hint={
            <span className={reviewOutOfRange ? 'text-rose-700' : undefined}>
              {reviewCounter(form.opinion)}
            </span>
          }
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={6}
              className={inputClass}
              value={form.opinion}
              readOnly={!pending}
              onChange={(event) => change('opinion', event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2 pt-1">
          {pending ? (
            <>
              <Button variant="secondary" onClick={reject} disabled={busy}>
                Refuse
              </Button>
              <Button variant="secondary" type="submit" disabled={busy}>
                Save
              </Button>
              <Button onClick={saveAndPublish} disabled={busy}>
                Save and publish
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={backToPending} disabled={busy}>
              Back to pending
            </Button>
          )}
        </div>
      </form>
    </article>
  );
}
