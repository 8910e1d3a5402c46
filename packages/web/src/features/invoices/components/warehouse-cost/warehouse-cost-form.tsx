import { commerceMessages, validateWarehouseCost, type WarehouseCost } from '@cellar/validation/commerce';
import { Form, fieldsNamed, SubmitButton, TextInput, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useRegisterWarehouseCost } from '@/features/invoices/api/register-warehouse-cost';
import { isFieldRefusal } from '@/features/invoices/utils/invoice-failures';
import { showProcessingError } from '@/features/invoices/utils/processing-error';

interface CostValues {
  date: string;
  cost: string;
}

const EMPTY: CostValues = { date: '', cost: '' };
const fieldOf = fieldsNamed(['date', 'cost']);

/**
 * The warehouse's invoice for a month: its date and cost (§5: both required). Register counts the month's orders
 * and bottles on the server ('Datos registrados correctamente!'); a refusal is 'Error processing {code}: {json}'.
 */
export function WarehouseCostForm() {
  const register = useRegisterWarehouseCost();
  const { form, handleSubmit } = useAppForm<CostValues, WarehouseCost>({
    defaultValues: EMPTY,
    rule: validateWarehouseCost,
    fieldOf,
    afterSave: 'defaults',
  });
  const onSubmit = handleSubmit(
    async (cost) => {
      await register.mutateAsync(cost);
      toast.success(commerceMessages.success.dataRegistered);
    },
    {
      onError: (error) => {
        if (!isFieldRefusal(error)) showProcessingError(error);
      },
    },
  );
  return (
    <Form form={form} label="Warehouse cost" onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
      <TextInput<CostValues> name="date" label="Date" type="date" className="w-48" />
      <TextInput<CostValues>
        name="cost"
        label="Cost"
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        className="w-48"
      />
      <div className="pt-6">
        <SubmitButton pendingLabel="Registering…">Register cost</SubmitButton>
      </div>
    </Form>
  );
}
