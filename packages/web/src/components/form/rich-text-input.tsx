import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import { lazy, Suspense, useId } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { FieldMessages } from '@/components/ui/form-field';
import { useFieldMessages } from './form-fields';

// TipTap and ProseMirror load with the first rich text shown, in chunks of their own.
const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

/** A labelled rich text (HTML) bound to a field of the enclosing form; its messages show under it. */
export function RichTextInput<V extends FieldValues>({
  name,
  label,
  readOnly,
}: {
  name: Path<V>;
  label: string;
  readOnly: boolean;
}) {
  const { field } = useController<V>({ name });
  const errors = useFieldMessages(name);
  const id = useId();
  const height = CATALOGUE_LIMITS.editorHeightPx;
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <Suspense fallback={<div className="rounded border border-slate-200 bg-slate-50" style={{ height }} />}>
        <RichTextEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={`${id}-label`}
          {...(errors.length > 0 ? { describedBy: `${id}-messages`, invalid: true } : {})}
          readOnly={readOnly}
          height={height}
        />
      </Suspense>
      {errors.length > 0 ? <FieldMessages id={`${id}-messages`} errors={errors} /> : null}
    </div>
  );
}
