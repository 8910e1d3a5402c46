import type { TaxonomyNode } from '@cellar/sdk';
import { LANGUAGES } from '@cellar/validation';
import { hasTaxonomyUrls, siteMessages, validateTaxonomy } from '@cellar/validation/site';
import { useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  type FieldOf,
  Form,
  SaveBar,
  TextInput,
  useFieldMessages,
  useObjectTabForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';
import { useConfirm } from '@/components/ui/use-confirm';
import { useSaveTaxonomy } from '@/features/site-editors/api/save-taxonomy';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import {
  descendantCount,
  moveItem,
  newTaxonomyNode,
  nodeTitle,
  type TaxonomyFormNode,
  taxonomyFormNodes,
} from './taxonomy-tree';

const messages = siteMessages.taxonomy;

interface TaxonomyForm {
  children: TaxonomyFormNode[];
}

/** The rule's and the server's issues are at `children.{i}[.children.{j}...].{id|name}`: the field of that name. */
const fieldOf: FieldOf = (path) => (path.startsWith('children.') ? path : null);

/** The §5 child rule over the whole tree; the form's keys and marks stay out of what is saved. */
const rule = (values: TaxonomyForm) => validateTaxonomy(values.children);

/**
 * The Taxonomy tab (site-content-and-shell §2.10): the tree of nodes, each with an id and a name per language (and
 * for the product-category taxonomy a url per language); add a child, rename, move up and down, remove (asking first
 * when the node has children). Saved whole by PATCH {children}: 'Saved successfully.' / 'Error saving. {message}'.
 */
export function TaxonomyTab(props: ObjectTabProps) {
  const { object, path } = props;
  const withUrls = hasTaxonomyUrls(path);
  const save = useSaveTaxonomy(path);
  const stored = useMemo<TaxonomyForm>(
    () => ({ children: taxonomyFormNodes(object.children, withUrls) }),
    [object.children, withUrls],
  );
  const tab = useObjectTabForm<TaxonomyForm, TaxonomyNode[]>(props, {
    tab: 'Taxonomy',
    values: stored,
    rule,
    fieldOf,
    save: (children, lastModDate) => save.mutateAsync({ children, lastModDate }),
    toasts: { saved: messages.saved, failed: (error) => messages.saveError(errorMessage(error)) },
  });

  return (
    <Form {...tab.formProps} label="Taxonomy" className="flex flex-col gap-4">
      <SaveBar label="Save taxonomy" pendingLabel="Saving..." readOnly={tab.readOnly} />
      <fieldset disabled={tab.readOnly} className="flex min-w-0 flex-col gap-4">
        <NodeList name="children" withUrls={withUrls} label="Taxonomy" />
      </fieldset>
    </Form>
  );
}

/** The nodes of one level (`children` or `children.{i}.children`...), in order, with a button adding one more. */
function NodeList({ name, withUrls, label }: { name: string; withUrls: boolean; label: string }) {
  const { getValues, setValue } = useFormContext<TaxonomyForm>();
  const nodes = (useWatch({ name: name as 'children' }) ?? []) as TaxonomyFormNode[];
  const change = (next: TaxonomyFormNode[]) => setValue(name as 'children', next, { shouldDirty: true });
  const current = () => (getValues(name as 'children') ?? []) as TaxonomyFormNode[];
  const isRoot = name === 'children';

  return (
    <div
      className={isRoot ? 'flex flex-col gap-2' : 'ml-6 flex flex-col gap-2 border-l border-slate-200 pl-4'}
    >
      {nodes.length > 0 ? (
        <ul aria-label={label} className="flex flex-col gap-2">
          {nodes.map((node, index) => (
            <li key={node.key}>
              <NodeItem
                name={`${name}.${index}`}
                node={node}
                first={index === 0}
                last={index === nodes.length - 1}
                withUrls={withUrls}
                onMove={(by) => change(moveItem(current(), index, by))}
                onRemove={() => change(current().filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {isRoot ? (
        <div>
          <Button variant="secondary" onClick={() => change([...current(), newTaxonomyNode(withUrls)])}>
            Add node
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NodeItem({
  name,
  node,
  first,
  last,
  withUrls,
  onMove,
  onRemove,
}: {
  name: string;
  node: TaxonomyFormNode;
  first: boolean;
  last: boolean;
  withUrls: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { getValues, setValue } = useFormContext<TaxonomyForm>();
  const { errors } = useFormState({ name: name as 'children' });
  const hasErrors = hasIssues(errors, name);
  const [open, setOpen] = useState(node.isNew);
  const { confirm, confirmDialog } = useConfirm();
  const title = nodeTitle(node);
  const below = descendantCount(node);
  const editing = open || hasErrors;

  // A node with nodes below it takes them along: that is asked first.
  const remove = async () => {
    const agreed =
      below === 0 ||
      (await confirm({
        title: `Remove ${title}?`,
        description: `${title} has ${below} ${below === 1 ? 'node' : 'nodes'} below it; they go with it.`,
        confirmLabel: 'Remove',
      }));
    if (agreed) onRemove();
  };

  const addChild = () => {
    const children = (getValues(`${name}.children` as 'children') ?? []) as TaxonomyFormNode[];
    setValue(`${name}.children` as 'children', [...children, newTaxonomyNode(withUrls)], {
      shouldDirty: true,
    });
  };

  return (
    <fieldset
      aria-label={node.isNew ? 'New node' : `Node ${node.id}`}
      className="flex min-w-0 flex-col gap-2 rounded border border-slate-200 p-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{title}</span>
        {node.id ? <span className="font-mono text-xs text-slate-500">{node.id}</span> : null}
        <span className="ml-auto flex flex-wrap gap-1">
          <Button variant="ghost" aria-expanded={editing} onClick={() => setOpen(!open)} disabled={hasErrors}>
            {`Edit ${title}`}
          </Button>
          <Button variant="ghost" onClick={() => onMove(-1)} disabled={first}>
            {`Move ${title} up`}
          </Button>
          <Button variant="ghost" onClick={() => onMove(1)} disabled={last}>
            {`Move ${title} down`}
          </Button>
          <Button variant="ghost" onClick={addChild}>
            {`Add child to ${title}`}
          </Button>
          <Button variant="ghost" onClick={() => void remove()}>
            {`Remove ${title}`}
          </Button>
        </span>
      </div>
      {editing ? <NodeFields name={name} isNew={node.isNew} withUrls={withUrls} /> : null}
      {node.children.length > 0 ? (
        <NodeList name={`${name}.children`} withUrls={withUrls} label={`Children of ${title}`} />
      ) : null}
      {confirmDialog}
    </fieldset>
  );
}

/** A node's id (typed only while new: a stored id is what the shops refer to), names and urls per language. */
function NodeFields({ name, isNew, withUrls }: { name: string; isNew: boolean; withUrls: boolean }) {
  const nameErrors = useFieldMessages(`${name}.name`);
  return (
    <div className="flex flex-col gap-2">
      <TextInput<TaxonomyForm>
        name={`${name}.id` as 'children'}
        label="Id"
        readOnly={!isNew}
        className="max-w-sm"
      />
      <div className="grid gap-2 sm:grid-cols-5">
        {LANGUAGES.map((language) => (
          <TextInput<TaxonomyForm>
            key={language}
            name={`${name}.name.${language}` as 'children'}
            label={`Name (${language})`}
          />
        ))}
      </div>
      {nameErrors.length > 0 ? <FieldMessages id={`${name}-name-messages`} errors={nameErrors} /> : null}
      {withUrls ? (
        <div className="grid gap-2 sm:grid-cols-5">
          {LANGUAGES.map((language) => (
            <TextInput<TaxonomyForm>
              key={language}
              name={`${name}.url.${language}` as 'children'}
              label={`Url (${language})`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** True when the form's errors hold a message for the node at `name` itself (its id or its name). */
function hasIssues(errors: unknown, name: string): boolean {
  let node: unknown = errors;
  for (const segment of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[segment];
  const own = node as Record<string, unknown> | undefined;
  return own?.id !== undefined || own?.name !== undefined;
}
