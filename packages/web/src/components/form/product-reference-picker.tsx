import type { ProductReference } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import {
  capacityName,
  isReferenceList,
  looksLikeReference,
  productPickerMessages,
  splitReferenceList,
  typedReference,
  withPickedReference,
} from '@cellar/validation/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Command } from 'cmdk';
import { type ClipboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldMessages, inputClass } from '@/components/ui/form-field';
import {
  type PickerProduct,
  type ProductSource,
  productImageUrl,
  productRowsQuery,
  REFERENCE_SEARCH_MIN_LENGTH,
  useCatalogueProductSearch,
  useErpPickerSearch,
} from './product-lookup';
import { ProductSuggestions } from './product-suggestions';
import { useComboboxSearch } from './use-combobox-search';

/** How a reference reads in a list: name, vintage and format. */
export const referenceText = (reference: ProductReference): string =>
  [reference.nombre, reference.anyada ?? null, capacityName(reference.capacidad)]
    .filter((part) => part !== null && part !== '')
    .join(' · ');

/** A reference's anv800 image, small; a blank square when it has none, so that rows line up. */
export function ProductThumbnail({
  reference,
  className,
}: {
  reference: Pick<ProductReference, 'referencia' | 'image'> | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = clsx('size-8 shrink-0 rounded bg-slate-100', className);
  if (!reference?.image || broken) return <span aria-hidden="true" className={box} />;
  return (
    <img
      src={productImageUrl(reference.referencia)}
      // The name beside it says what it shows.
      alt=""
      loading="lazy"
      className={clsx(box, 'object-contain')}
      onError={() => setBroken(true)}
    />
  );
}

/**
 * One product as a picker and a preview show it: thumbnail, reference, then name, vintage and format, and its price
 * when the ERP's search gave one.
 */
export function ProductLine({ reference }: { reference: PickerProduct }) {
  return (
    <span className="flex min-w-0 flex-1 items-center gap-2">
      <ProductThumbnail reference={reference} />
      <span className="min-w-0 flex-1">
        <span className="font-mono text-slate-900">{reference.referencia}</span>{' '}
        <span className="text-slate-700">{referenceText(reference)}</span>
      </span>
      {reference.precio === undefined ? null : (
        <span className="shrink-0 text-xs text-slate-600">{formatMoney(reference.precio)}</span>
      )}
    </span>
  );
}

export interface ProductReferencePickerProps {
  /** The input's accessible name (and its visible label unless `hideLabel`). */
  label: string;
  /**
   * A product picked (arrow keys and Enter, or a click); the input empties for the next one. Without it the picker
   * edits `value`: one reference (`single`), or a list of references as typed (a multi-product field), where a pick
   * replaces the reference being typed.
   */
  onPick?: (reference: PickerProduct) => void;
  /** Several references pasted at once ('VI10903, HE10028'): those the catalogue has, in their order. */
  onPickList?: (references: ProductReference[]) => void;
  /** The field's value when there is no `onPick`: the references as typed, or with `single` the one chosen. */
  value?: string;
  /**
   * The new value. With `single` it is a reference the catalogue has ('' while none is chosen: only a product found
   * can be chosen, typed whole or picked), with the product it names.
   */
  onChange?: (value: string, product?: PickerProduct) => void;
  single?: boolean;
  /**
   * Where to search: the catalogue (the default), or, on the ERP's screens (offers, orders), the ERP's products with
   * their price and stock, completed from the catalogue.
   */
  source?: ProductSource;
  onBlur?: () => void;
  disabled?: boolean;
  /** References not to suggest (already chosen). */
  exclude?: ReadonlySet<string>;
  /** The caller's messages for the field (validation, the server's details). */
  errors?: readonly string[];
  hint?: string;
  hideLabel?: boolean;
  className?: string;
}

/**
 * The one way a screen picks catalogue products (issue 28): an accessible combobox (cmdk: the input a combobox, the
 * suggestions an option list; arrow keys move, Enter picks, Escape closes). Typing searches `@search-product` by name,
 * reference or product group after a 320 ms pause, exact matches first, 15 suggestions (catalogue-editors §9), each
 * with its anv800 thumbnail, name, vintage and format. What is stored stays the reference: a reference typed and
 * picked with Enter, or pasted as a list, works as before, and one the catalogue does not have is flagged at once.
 */
export function ProductReferencePicker({
  label,
  onPick,
  onPickList,
  value = '',
  onChange,
  single = false,
  source = 'catalogue',
  onBlur,
  disabled,
  exclude,
  errors = [],
  hint,
  hideLabel = false,
  className,
}: ProductReferencePickerProps) {
  const editsList = onPick === undefined && !single;
  const { text, setText, open, setOpen, query, search, found, inputRef } = useComboboxSearch(
    source === 'erp' ? useErpPickerSearch : useCatalogueProductSearch,
    single ? value : '',
    editsList ? { text: value, onTextChange: onChange, termOf: typedReference } : {},
  );
  const chosen = useSingleValue(single, value, setText, onChange);
  const queryClient = useQueryClient();
  const [pasted, setPasted] = useState<string[]>([]);
  const messagesId = useId();
  const results = found.filter((row) => !exclude?.has(row.referencia));

  // A reference typed that the search, done, found no reference starting with: flagged before anyone presses Enter.
  const unknownTyped =
    open &&
    search.isSuccess &&
    !search.isFetching &&
    looksLikeReference(query) &&
    !found.some((row) => row.referencia.toLowerCase().startsWith(query.toLowerCase()));
  const flags = [...pasted, ...(unknownTyped ? [productPickerMessages.unknownReference(query)] : [])];
  const flagsId = useId();
  const hasMessages = errors.length > 0 || hint !== undefined;
  const describedBy = [hasMessages ? messagesId : '', flags.length > 0 ? flagsId : ''].join(' ').trim();

  // With `single`, a reference typed whole is chosen as soon as the search finds it.
  const exact = single
    ? found.find((row) => row.referencia.toLowerCase() === text.trim().toLowerCase())
    : undefined;
  useEffect(() => {
    if (exact && value !== exact.referencia) chosen.send(exact.referencia, exact);
  }, [exact, value, chosen]);

  const pick = (reference: PickerProduct) => {
    setPasted([]);
    if (onPick) {
      onPick(reference);
      setText('');
    } else if (single) {
      chosen.send(reference.referencia, reference);
      setText(reference.referencia);
    } else setText(withPickedReference(text, reference.referencia));
    setOpen(false);
  };

  // A list pasted into a field that takes several products: looked up in one request, each found one picked.
  const pasteList = (event: ClipboardEvent<HTMLInputElement>) => {
    const pastedText = event.clipboardData.getData('text');
    if (!onPickList || !isReferenceList(pastedText)) return;
    event.preventDefault();
    const references = splitReferenceList(pastedText);
    void queryClient.fetchQuery(productRowsQuery(references)).then(
      (rows) => {
        const known = references.flatMap((key) => {
          const row = rows[key];
          return row && !exclude?.has(row.referencia) ? [row] : [];
        });
        const unknown = references.filter((key) => !rows[key]);
        setPasted(
          unknown.length === 0
            ? []
            : unknown.length === 1
              ? [productPickerMessages.unknownReference(unknown[0] as string)]
              : [productPickerMessages.unknownReferences(unknown)],
        );
        if (known.length > 0) onPickList(known);
        setText(unknown.join(', '));
      },
      // The text stays pasted in the input, where the search takes it up.
      () => setText(pastedText),
    );
  };

  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <Command
        label={label}
        shouldFilter={false}
        loop
        className="relative flex flex-col gap-1"
        onKeyDown={(event) => {
          // Closes the list; a dialog around it stays open (components/ui/dialog.tsx).
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {hideLabel ? null : (
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {label}
          </span>
        )}
        <Command.Input
          ref={inputRef}
          className={inputClass}
          value={text}
          disabled={disabled}
          placeholder="Reference, or part of the name to search"
          aria-invalid={flags.length > 0 || errors.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
          onPaste={pasteList}
          onValueChange={(next) => {
            setPasted([]);
            setText(next);
            setOpen(true);
            if (single && value !== '' && next.trim() !== value) chosen.send('');
          }}
          onFocus={() => setOpen(single && text.trim() !== '' && value === '')}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
        />
        {open && query.length >= REFERENCE_SEARCH_MIN_LENGTH ? (
          <ProductSuggestions
            items={results}
            keyOf={(reference) => reference.referencia}
            onPick={pick}
            searching={search.isFetching}
            searched={search.isSuccess}
          >
            {(reference) => <ProductLine reference={reference} />}
          </ProductSuggestions>
        ) : null}
      </Command>
      {/* The picker's own flags are announced as they come (a reference pasted or typed that is not there). */}
      <div id={flagsId} role="status" className="flex flex-col gap-0.5 text-xs text-rose-700 empty:hidden">
        {flags.map((flag) => (
          <span key={flag}>{flag}</span>
        ))}
      </div>
      {hasMessages ? <FieldMessages id={messagesId} hint={hint} errors={errors} /> : null}
    </div>
  );
}

/**
 * The chosen reference of a `single` picker: `send` gives the form a new one; a value the form sets itself (a reset,
 * a draft put back) shows in the input, while a value the picker sent leaves what is typed alone.
 */
function useSingleValue(
  single: boolean,
  value: string,
  setText: (text: string) => void,
  onChange: ((value: string, product?: PickerProduct) => void) | undefined,
) {
  const sent = useRef(value);
  useEffect(() => {
    if (!single || value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [single, value, setText]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // One `send` for the component's life, so effects that call it run only when what they watch changes.
  const [chosen] = useState(() => ({
    send: (next: string, product?: PickerProduct) => {
      sent.current = next;
      onChangeRef.current?.(next, product);
    },
  }));
  return chosen;
}
