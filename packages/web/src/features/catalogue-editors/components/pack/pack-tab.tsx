import { LANGUAGES } from '@cellar/validation';
import {
  catalogueMessages,
  isRowsDiscountDisabled,
  type PackEditorFields,
  type PackEditorValues,
  packEditorPatch,
  packEditorValues,
  validatePackEditor,
} from '@cellar/validation/catalogue';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, NOTHING_CHANGED, TextAreaInput, TextInput, useObjectTabForm } from '@/components/form';
import { RichTextInput } from '@/components/form/rich-text-input';
import { toast } from '@/components/ui/toast';
import { ProductEditorToolbar } from '@/features/catalogue-editors/components/product-editor-toolbar';
import { packFieldOf } from '@/features/catalogue-editors/utils/pack-field-of';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useSaveObject } from '@/lib/use-save-object';
import { PackImage } from './pack-image';
import { PackProducts } from './pack-products';
import { PackAvailability, PackSaleMode } from './pack-status';

const { labels, pack: packMessages } = catalogueMessages;

/**
 * The Pack editor's Pack tab (catalogue-editors §2, §4, §5): name, description, labels, discount and products in
 * one form saved by 'Save pack' as a PATCH of the changed fields; the pack image, its availability and its sale
 * mode apply at once, each by its own call.
 */
export function PackTab(props: ObjectTabProps) {
  const { object, path } = props;
  const patch = useSaveObject(path);
  const stored = useMemo(() => packEditorValues(object), [object]);
  const tab = useObjectTabForm<PackEditorValues, PackEditorFields>(props, {
    tab: 'Pack',
    values: stored,
    rule: validatePackEditor,
    fieldOf: packFieldOf,
    save: (fields, lastModDate) => {
      const body = packEditorPatch(object, fields);
      return Object.keys(body).length > 0 ? patch.mutateAsync({ body, lastModDate }) : NOTHING_CHANGED;
    },
    onInvalid: (messages) => {
      if (messages.includes(packMessages.missingProduct)) toast.error(packMessages.missingProduct);
    },
  });
  const { readOnly } = tab;

  return (
    <div className="flex flex-col gap-6">
      <Form {...tab.formProps} label="Pack" className="flex flex-col gap-4">
        <ProductEditorToolbar object={object} saveLabel={labels.savePack} readOnly={readOnly} />
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
          <TextInput<PackEditorValues> name="nombre" label="Pack name" />
          <TextAreaInput<PackEditorValues> name="labels" label="Labels" hint="One label per line" rows={3} />
          <Discount />
          <PackProducts readOnly={readOnly} />
          {LANGUAGES.map((language) => (
            <RichTextInput<PackEditorValues>
              key={language}
              name={`description.${language}`}
              label={`Description (${language})`}
              readOnly={readOnly}
            />
          ))}
        </fieldset>
      </Form>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6 border-t border-slate-200 pt-4">
        <PackAvailability object={object} path={path} />
        <PackSaleMode object={object} path={path} />
        <PackImage object={object} path={path} />
      </fieldset>
    </div>
  );
}

/** The discount in percent, 0 to 100; disabled while a pack product is a gift (§5). */
function Discount() {
  const rows = useWatch<PackEditorValues, 'rows'>({ name: 'rows' });
  const disabled = isRowsDiscountDisabled(rows ?? []);
  return (
    <TextInput<PackEditorValues>
      name="discountPercent"
      label="Discount (%)"
      type="number"
      min={0}
      max={100}
      step="any"
      disabled={disabled}
      hint={disabled ? 'A pack with a gift has no discount.' : undefined}
      className="max-w-48"
    />
  );
}
