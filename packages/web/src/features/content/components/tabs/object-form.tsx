import { isHttpError } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  changedFields,
  type Draft,
  type Drafts,
  detailsByField,
  draftsOf,
  fromDraft,
  rebaseDrafts,
} from '@/features/content/utils/form-values';
import type { FieldSpec } from '@/features/content/utils/schema-fields';
import { FieldInput } from './field-input';

export interface SaveMessages {
  saved: string;
  error: (message: string) => string;
}

const GENERIC_MESSAGES: SaveMessages = catalogueMessages.save;

/** Label of the button that reloads the object after a stale save (our wording; the 412 message says "Reload"). */
export const RELOAD_LABEL = 'Reload';
export const UNSAVED_COPY_TITLE = 'Your unsaved values';
export const RESTORE_LABEL = 'Restore my values';

export interface ObjectFormProps {
  fields: readonly FieldSpec[];
  /** The stored values the fields read (the object, or a behaviour's value). */
  stored: Readonly<Record<string, unknown>>;
  /** The object's `modification_date`: sent as `last-mod-date` so a stale save answers 412. */
  modificationDate: string;
  /**
   * A `modification_date` the user's own change outside this form produced (a file upload or delete):
   * once the object shows it, it becomes the base the next save is checked against, keeping what was typed.
   */
  ownModificationDate?: string | null;
  readOnly: boolean;
  /** Sends the changed fields; throws the SDK error on failure. */
  save: (body: Record<string, unknown>, lastModDate: string) => Promise<unknown>;
  /** Refetches the object (after a 412): resolves with the fresh stored values and date. */
  reload: () => Promise<{ stored: Readonly<Record<string, unknown>>; modificationDate: string } | undefined>;
  /** A behaviour's dotted name: server details under it are shown under its fields. */
  detailsPrefix?: string;
  messages?: SaveMessages;
  /** Label of the form (for screen readers and tests). */
  label: string;
  children?: ReactNode;
}

interface Base {
  stored: Readonly<Record<string, unknown>>;
  date: string;
}

/**
 * A form over schema fields that saves only what changed, with `last-mod-date`. It keeps what the user
 * typed through everything: a refreshed object only replaces untouched values, and a stale save (412)
 * shows the server's message persistently and leaves the inputs as they were.
 */
export function ObjectForm({
  fields,
  stored,
  modificationDate,
  ownModificationDate = null,
  readOnly,
  save,
  reload,
  detailsPrefix,
  messages = GENERIC_MESSAGES,
  label,
  children,
}: ObjectFormProps) {
  const [base, setBase] = useState<Base>({ stored, date: modificationDate });
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(fields, stored));
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const [unsavedCopy, setUnsavedCopy] = useState<{ drafts: Drafts; changed: Record<string, unknown> } | null>(
    null,
  );

  // The object changed on the server (our save, a lock re-check, a reload): take the new values when the
  // user has typed nothing, or when what they typed is now stored. A change the user made himself outside
  // the form (a file upload or delete) becomes the new base too, keeping what was typed. Otherwise keep the
  // old base, so that a save is checked against the date the user started from and answers 412.
  useEffect(() => {
    if (modificationDate === base.date) return;
    const pending = changedFields(fields, base.stored, drafts);
    const againstNew = changedFields(fields, stored, drafts);
    if (Object.keys(pending.body).length === 0 || Object.keys(againstNew.body).length === 0) {
      setBase({ stored, date: modificationDate });
      setDrafts(draftsOf(fields, stored));
    } else if (modificationDate === ownModificationDate) {
      setBase({ stored, date: modificationDate });
      setDrafts(rebaseDrafts(fields, base.stored, stored, drafts));
    }
  }, [modificationDate, ownModificationDate, stored, fields, base, drafts]);

  // The stale-save message sits above the form; bring it into view from the Save button.
  useEffect(() => {
    if (stale) staleRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [stale]);

  const { body, errors } = useMemo(() => changedFields(fields, base.stored, drafts), [fields, base, drafts]);
  const dirty = Object.keys(body).length > 0 || Object.keys(errors).length > 0;

  const setDraft = (name: string, draft: Draft) => {
    setDrafts((current) => ({ ...current, [name]: draft }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0 || Object.keys(body).length === 0 || readOnly) return;
    setSaving(true);
    try {
      await save(body, base.date);
      setStale(null);
      setServerErrors({});
      setShowErrors(false);
      toast.success(messages.saved);
    } catch (error) {
      if (isHttpError(error) && error.status === 412) {
        setStale(error.message);
      } else {
        if (isHttpError(error) && error.status === 400)
          setServerErrors(detailsByField(error.body.details, detailsPrefix));
        toast.error(messages.error(error instanceof Error ? error.message : String(error)));
      }
    } finally {
      setSaving(false);
    }
  };

  const onReload = async () => {
    const copy = { drafts, changed: body };
    const fresh = await reload();
    if (!fresh) return;
    setUnsavedCopy(copy);
    setStale(null);
    setBase({ stored: fresh.stored, date: fresh.modificationDate });
    setDrafts(draftsOf(fields, fresh.stored));
  };

  const onRestore = () => {
    if (!unsavedCopy) return;
    setDrafts((current) => ({
      ...current,
      ...Object.fromEntries(
        Object.keys(unsavedCopy.changed).map((name) => [name, unsavedCopy.drafts[name] as Draft]),
      ),
    }));
    setUnsavedCopy(null);
  };

  return (
    <form
      aria-label={label}
      className="flex max-w-3xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {stale ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span className="flex-1">{stale}</span>
          <Button variant="secondary" onClick={() => void onReload()}>
            {RELOAD_LABEL}
          </Button>
        </div>
      ) : null}
      {unsavedCopy ? (
        <section
          aria-label={UNSAVED_COPY_TITLE}
          className="flex flex-col gap-2 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <h3 className="font-medium">{UNSAVED_COPY_TITLE}</h3>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
            {Object.entries(unsavedCopy.changed).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-xs">
                  {fields.find((field) => field.name === name)?.title ?? name}
                </dt>
                <dd className="font-mono text-xs break-all whitespace-pre-wrap">
                  {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onRestore} disabled={readOnly}>
              {RESTORE_LABEL}
            </Button>
            <Button variant="ghost" onClick={() => setUnsavedCopy(null)}>
              Dismiss
            </Button>
          </div>
        </section>
      ) : null}
      {children}
      {fields.map((field) => {
        const draft = drafts[field.name];
        const ruleError =
          showErrors || field.kind === 'json' ? (errors[field.name] ?? liveError(field, draft)) : undefined;
        return (
          <FieldInput
            key={field.name}
            field={field}
            draft={draft}
            readOnly={readOnly}
            error={serverErrors[field.name] ?? ruleError}
            onChange={(next) => setDraft(field.name, next)}
          />
        );
      })}
      <div>
        <Button type="submit" disabled={readOnly || saving || !dirty}>
          {saving ? catalogueMessages.save.saving : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function liveError(field: FieldSpec, draft: Draft | undefined): string | undefined {
  if (draft === undefined) return undefined;
  const parsed = fromDraft(field.kind, draft);
  return parsed.ok ? undefined : parsed.message;
}
