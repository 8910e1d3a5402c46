import {
  ORDER_COMMENT_TYPES,
  type OrderComment,
  type OrderCommentType,
  validateHibernation,
  validateOrderComment,
} from '@cellar/validation/commerce';
import {
  FormDialog,
  fieldsNamed,
  SelectInput,
  TextAreaInput,
  TextInput,
  useAppForm,
} from '@/components/form';

interface BatchDialogProps<Out> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the batch; a throw leaves the dialog open (the caller said why). */
  onSubmit: (value: Out) => Promise<void>;
}

interface HibernateForm {
  date: string;
}
const hibernateField = () => 'date';

/** Hibernate the selected orders until a day not in the past ('You must enter the hibernation date'). */
export function HibernateDialog({ open, onOpenChange, onSubmit }: BatchDialogProps<{ date: string }>) {
  const { form, handleSubmit } = useAppForm({
    defaultValues: { date: '' } as HibernateForm,
    rule: (values: HibernateForm) => validateHibernation(values),
    fieldOf: hibernateField,
    afterSave: 'defaults',
    guardLeaving: false,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Hibernate orders"
      submitLabel="Hibernate"
      form={form}
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextInput<HibernateForm> name="date" label="Hibernate until" type="date" />
    </FormDialog>
  );
}

interface CommentForm {
  tipo: OrderCommentType;
  comment: string;
}
const commentField = fieldsNamed(['tipo', 'comment']);

/** Comment on the selected orders: the kind (GENERAL, PREPARACION or ENTREGA) and the text. */
export function CommentDialog({ open, onOpenChange, onSubmit }: BatchDialogProps<OrderComment>) {
  const { form, handleSubmit } = useAppForm({
    defaultValues: { tipo: 'GENERAL', comment: '' } as CommentForm,
    rule: (values: CommentForm) => validateOrderComment(values),
    fieldOf: commentField,
    afterSave: 'defaults',
    guardLeaving: false,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Comment orders"
      submitLabel="Add comment"
      form={form}
      onSubmit={handleSubmit(onSubmit)}
    >
      <SelectInput<CommentForm, OrderCommentType> name="tipo" label="Kind" options={ORDER_COMMENT_TYPES} />
      <TextAreaInput<CommentForm> name="comment" label="Comment" rows={4} />
    </FormDialog>
  );
}
