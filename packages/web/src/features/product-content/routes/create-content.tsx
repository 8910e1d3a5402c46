import { PERMISSIONS } from '@cellar/validation';
import { CAPACITY_CODES, capacityName, catalogueMessages } from '@cellar/validation/catalogue';
import { PRODUCT_CONTENT_TIPOS, type ProductContentValue, siteMessages } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, SelectInput, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { GrapeShares } from '@/components/pickers/grape-shares';
import { ProductNamesFields } from '@/components/pickers/product-names';
import { QueryView } from '@/components/query/query-view';
import { Screen } from '@/components/screen';
import { toast } from '@/components/ui/toast';
import { paths, TREE_FOLDERS } from '@/config/paths';
import { useCreateProductContent } from '@/features/product-content/api/create-product-content';
import { productContentQueries } from '@/features/product-content/api/query-keys';
import { OptionPicker } from '@/features/product-content/components/option-picker';
import { RegionTree } from '@/features/product-content/components/region-tree';
import {
  newProductContentForm,
  type ProductContentForm,
  productContentBody,
  productContentFieldOf,
  productContentRule,
} from '@/features/product-content/utils/product-content-form';
import { useCan } from '@/lib/can';
import { errorMessage } from '@/lib/error-message';

const TITLE = 'Create product content';
const CAPACIDADES = CAPACITY_CODES.map((code) => ({ value: code, label: `${capacityName(code)} (${code})` }));

export function Component() {
  return (
    <Screen title={TITLE}>
      <CreateProductContent />
    </Screen>
  );
}

/** §6: registering writes content, so the page needs ModifyContent on the products folder, where the wineries live. */
function CreateProductContent() {
  const canModify = useCan({ permission: PERMISSIONS.ModifyContent, on: TREE_FOLDERS.products });
  return (
    <QueryView query={canModify}>
      {(allowed) =>
        allowed ? (
          <ProductContentPage />
        ) : (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {catalogueMessages.permissions.cannotModify}
          </p>
        )
      }
    </QueryView>
  );
}

function ProductContentPage() {
  const options = useQuery(productContentQueries.orphanOptions());
  const bodegas = useQuery(productContentQueries.bodegas());
  const create = useCreateProductContent();
  const navigate = useNavigate();
  const [createdPath, setCreatedPath] = useState<string | null>(null);
  const { form, handleSubmit, draft } = useAppForm<ProductContentForm, ProductContentValue>({
    defaultValues: newProductContentForm(),
    rule: productContentRule,
    fieldOf: productContentFieldOf,
    draftKey: 'product-content:new',
    afterSave: 'defaults',
  });
  // Once saved (the form clean again), the new product's page.
  useEffect(() => {
    if (createdPath !== null) navigate(paths.tree.getHref(`${createdPath}/`));
  }, [createdPath, navigate]);
  const onSubmit = handleSubmit(
    async (value, values) => {
      const created = await create.mutateAsync({ bodega: values.bodega, body: productContentBody(value) });
      toast.success(siteMessages.producto.created);
      setCreatedPath(created.path);
    },
    { onError: (error) => toast.error(siteMessages.createContent.registerError(errorMessage(error))) },
  );
  const bodegaChoices = (bodegas.data?.bodegas ?? []).map((bodega) => ({
    value: bodega.path,
    label: bodega.nombre,
  }));

  return (
    <QueryView query={options}>
      {({ products }) => (
        <Form
          form={form}
          onSubmit={onSubmit}
          draft={draft}
          label={TITLE}
          className="flex max-w-5xl flex-col gap-6"
        >
          <OptionPicker options={products} />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <SelectInput<ProductContentForm, string>
              name="bodega"
              label="Cellar"
              options={bodegaChoices}
              placeholder="Choose a cellar"
            />
            <SelectInput<ProductContentForm, string>
              name="tipo"
              label="Type"
              options={PRODUCT_CONTENT_TIPOS}
              placeholder="Choose a type"
            />
            <TextInput<ProductContentForm> name="referencia" label="Referencia" readOnly />
          </div>
          <RegionTree />
          <ProductNamesFields<ProductContentForm> />
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <TextInput<ProductContentForm> name="anyada" label="Anyada" type="number" inputMode="numeric" />
            <SelectInput<ProductContentForm, string>
              name="capacidad"
              label="Capacidad"
              options={CAPACIDADES}
            />
            <TextInput<ProductContentForm> name="graduacion" label="Graduacion" inputMode="decimal" />
          </div>
          <GrapeShares<ProductContentForm> name="grapes" />
          <div>
            <SubmitButton pendingLabel="Registering...">Register</SubmitButton>
          </div>
        </Form>
      )}
    </QueryView>
  );
}
