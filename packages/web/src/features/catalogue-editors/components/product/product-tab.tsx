import { LANGUAGES } from '@cellar/validation';
import {
  catalogueMessages,
  isProductTextSection,
  PRODUCT_MENU_GROUPS,
  PRODUCT_MENU_SECTIONS,
  type ProductFields,
  type ProductFormValues,
  productFormValues,
  productPatch,
  validateProductForm,
} from '@cellar/validation/catalogue';
import { clsx } from 'clsx';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { Form, NOTHING_CHANGED, useObjectTabForm } from '@/components/form';
import { RichTextInput } from '@/components/form/rich-text-input';
import { ProductEditorToolbar } from '@/features/catalogue-editors/components/product-editor-toolbar';
import { productFieldOf } from '@/features/catalogue-editors/utils/product-field-of';
import { productTabUrl } from '@/features/catalogue-editors/utils/product-tab-url';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useUrlState } from '@/lib/url-state';
import { useSaveObject } from '@/lib/use-save-object';
import { ProductDetails } from './product-details';
import { ProductVideo } from './product-video';

const { labels } = catalogueMessages;

// The sections shown by their own menu entry, with their tables, dialogs and uploads: chunks of their own, so the
// tab's first view (Product details) neither loads nor runs their code.
const ProductImages = lazy(() => import('./product-images').then((m) => ({ default: m.ProductImages })));
const OptionsPanel = lazy(() =>
  import('@/features/catalogue-editors/components/options/options-panel').then((m) => ({
    default: m.OptionsPanel,
  })),
);

/**
 * The Product editor's Product tab (catalogue-editors §2): a left menu of sections (`?menu=`), one form for them all
 * saved by 'Save product' as a PATCH of the changed fields, and 'View product on' each shop's public page.
 */
export function ProductTab(props: ObjectTabProps) {
  const { object, path, permissions } = props;
  const { view, hrefFor } = useUrlState(productTabUrl);
  const patch = useSaveObject(path);
  const stored = useMemo(() => productFormValues(object), [object]);
  const tab = useObjectTabForm<ProductFormValues, ProductFields>(props, {
    tab: 'Product',
    values: stored,
    rule: (values) => validateProductForm(values, path),
    fieldOf: productFieldOf,
    save: (fields, lastModDate) => {
      const body = productPatch(object, fields);
      return Object.keys(body).length > 0 ? patch.mutateAsync({ body, lastModDate }) : NOTHING_CHANGED;
    },
  });
  const { readOnly } = tab;

  const current = view.menu;
  const title = PRODUCT_MENU_SECTIONS.find((candidate) => candidate.id === current)?.label ?? '';
  const textSection = isProductTextSection(current) ? current : null;
  const tags = (object.tags_by_category ?? {}) as Record<string, unknown>;

  return (
    <Form {...tab.formProps} label="Product" className="flex flex-col gap-4">
      <ProductEditorToolbar object={object} saveLabel={labels.saveProduct} readOnly={readOnly} />
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Product sections" className="flex w-56 shrink-0 flex-col gap-4">
          {PRODUCT_MENU_GROUPS.map((group) => (
            <div key={group.label} className="flex flex-col gap-1">
              <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</h2>
              <ul className="flex flex-col">
                {group.sections.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={hrefFor({ menu: item.id })}
                      aria-current={item.id === current ? 'page' : undefined}
                      className={clsx(
                        'block rounded px-2 py-1 text-sm',
                        item.id === current ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-label={title} className="min-w-0 flex-1">
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            {current === 'details' ? <ProductDetails tags={tags} /> : null}
            {textSection
              ? LANGUAGES.map((language) => (
                  <RichTextInput<ProductFormValues>
                    key={`${textSection}.${language}`}
                    name={`localized_text.${language}.${textSection}`}
                    label={`${title} (${language})`}
                    readOnly={readOnly}
                  />
                ))
              : null}
            <Suspense fallback={null}>
              {current === 'images' ? (
                <ProductImages
                  object={object}
                  path={path}
                  permissions={permissions}
                  readOnly={readOnly}
                  openReference={view.id_producto}
                />
              ) : null}
              {current === 'options' ? <OptionsPanel object={object} /> : null}
            </Suspense>
            {current === 'video' ? <ProductVideo /> : null}
          </fieldset>
        </section>
      </div>
    </Form>
  );
}
