export type { CellInputProps } from './cell-input';
export { CellInput } from './cell-input';
export { erpProductSearchQuery } from './erp-product-search';
export { fieldKey } from './field-key';
export { Form, FormMessages, SubmitButton } from './form';
export type { FormDialogProps } from './form-dialog';
export { FormDialog } from './form-dialog';
export type { FormDrawerProps } from './form-drawer';
export { FormDrawer } from './form-drawer';
export type { FieldOf } from './form-errors';
export { fieldsNamed, issuesToErrors, messagesOf } from './form-errors';
export {
  CheckboxInput,
  ChoiceGroup,
  FieldSet,
  SelectInput,
  TextAreaInput,
  TextInput,
  useFieldMessages,
} from './form-fields';
export { ProductList } from './product-list';
export type { PickerProduct, ProductRows, ProductSource } from './product-lookup';
export {
  catalogueProductSearchQuery,
  erpPickerSearchQuery,
  productImageUrl,
  productRowsQuery,
  useCatalogueProductSearch,
  useProductRows,
} from './product-lookup';
export type { ProductReferencePickerProps } from './product-reference-picker';
export {
  ProductLine,
  ProductReferencePicker,
  ProductThumbnail,
  referenceText,
} from './product-reference-picker';
export { ProductReferencesInput } from './product-references-input';
export type { SaveBarProps } from './save-bar';
export { SaveBar } from './save-bar';
export type { StaleSave } from './stale-save-banner';
export { RELOAD_LABEL, StaleSaveBanner } from './stale-save-banner';
export { UNSAVED_CHANGES, UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes';
export type { AppForm, AppFormOptions, SubmitOptions } from './use-app-form';
export { useAppForm } from './use-app-form';
export type { DraftOffer } from './use-form-draft';
export type { ObjectTab, ObjectTabForm, ObjectTabFormOptions, SaveToasts } from './use-object-tab-form';
export { GENERIC_SAVE_TOASTS, NOTHING_CHANGED, useObjectTabForm } from './use-object-tab-form';
