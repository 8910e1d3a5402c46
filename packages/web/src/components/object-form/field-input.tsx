import { LANGUAGES } from '@cellar/validation';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldMessages } from '@/components/form';
import { type Draft, fromDraft, type ObjectFormValues } from './form-values';
import type { FieldSpec } from './schema-fields';

const inputClass =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 shadow-xs focus:border-slate-500 focus:outline-2 focus:outline-slate-300 read-only:bg-slate-50 disabled:bg-slate-50 disabled:text-slate-500';

export interface FieldInputProps {
  field: FieldSpec;
  readOnly: boolean;
}

/** A JSON field says at once that what is typed does not parse; other fields say it when saved. */
function liveError(field: FieldSpec, draft: Draft | undefined): string | undefined {
  if (field.kind !== 'json' || draft === undefined) return undefined;
  const parsed = fromDraft(field.kind, draft);
  return parsed.ok ? undefined : parsed.message;
}

/**
 * The input of one schema field, bound to its draft in the enclosing object form: its kind picks the control; the
 * rule's and the server's messages sit under it, tied by aria-describedby.
 */
export function FieldInput({ field, readOnly }: FieldInputProps) {
  const { field: control } = useController<ObjectFormValues>({ name: field.name });
  const draft = control.value as Draft | undefined;
  const onChange = (next: Draft) => control.onChange(next);
  const messages = useFieldMessages(field.name);
  const live = messages.length === 0 ? liveError(field, draft) : undefined;
  const errors = live ? [live] : messages;
  const id = useId();
  const errorId = `${id}-error`;
  const described = errors.length > 0 ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  const disabled = readOnly || field.readonly;
  const text = typeof draft === 'string' ? draft : '';
  const label = (
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {field.title}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  const errorLine =
    errors.length > 0 ? (
      <div id={errorId} className="flex flex-col text-sm text-red-700">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    ) : null;
  const help = field.description ? <p className="text-xs text-slate-500">{field.description}</p> : null;

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              id={id}
              ref={control.ref}
              onBlur={control.onBlur}
              type="checkbox"
              className="size-4"
              checked={draft === true}
              disabled={disabled}
              onChange={(event) => onChange(event.target.checked)}
              {...described}
            />
            {label}
          </div>
          {help}
          {errorLine}
        </div>
      );
    case 'i18n': {
      const map = typeof draft === 'object' ? draft : {};
      return (
        <fieldset className="flex flex-col gap-1" {...described}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{field.title}</legend>
          {help}
          <div className="grid grid-cols-[2.5rem_1fr] items-center gap-x-2 gap-y-1">
            {LANGUAGES.map((language) => (
              <LanguageInput
                key={language}
                language={language}
                title={field.title}
                value={map[language] ?? ''}
                disabled={disabled}
                multiline={false}
                onChange={(value) => onChange({ ...map, [language]: value })}
              />
            ))}
          </div>
          {errorLine}
        </fieldset>
      );
    }
    case 'choice':
      return (
        <div className="flex flex-col gap-1">
          {label}
          {help}
          <select
            id={id}
            ref={control.ref}
            onBlur={control.onBlur}
            className={inputClass}
            value={text}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          >
            <option value="">—</option>
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {field.optionLabels?.[option] ?? option}
              </option>
            ))}
          </select>
          {errorLine}
        </div>
      );
    case 'text':
    case 'richtext':
    case 'json':
      return (
        <div className="flex flex-col gap-1">
          {label}
          {help}
          <textarea
            id={id}
            ref={control.ref}
            onBlur={control.onBlur}
            className={clsx(inputClass, field.kind === 'json' && 'font-mono text-xs')}
            rows={field.kind === 'json' ? 8 : 5}
            value={text}
            readOnly={disabled}
            spellCheck={field.kind !== 'json'}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          />
          {errorLine}
        </div>
      );
    default: {
      const type =
        field.kind === 'integer' || field.kind === 'number'
          ? 'number'
          : field.kind === 'date'
            ? 'date'
            : field.kind === 'datetime'
              ? 'datetime-local'
              : 'text';
      return (
        <div className="flex flex-col gap-1">
          {label}
          {help}
          <input
            id={id}
            ref={control.ref}
            onBlur={control.onBlur}
            type={type}
            className={inputClass}
            value={text}
            readOnly={disabled}
            step={field.kind === 'number' ? 'any' : undefined}
            min={field.minimum}
            max={field.maximum}
            maxLength={field.maxLength}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          />
          {errorLine}
        </div>
      );
    }
  }
}

function LanguageInput({
  language,
  title,
  value,
  disabled,
  multiline,
  onChange,
}: {
  language: string;
  title: string;
  value: string;
  disabled: boolean;
  multiline: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-xs font-medium text-slate-500 uppercase">
        <span aria-hidden="true">{language}</span>
        <span className="sr-only">{`${title} (${language})`}</span>
      </label>
      {multiline ? (
        <textarea
          id={id}
          className={inputClass}
          value={value}
          readOnly={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={inputClass}
          value={value}
          readOnly={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </>
  );
}
