import {
  copiedLandingSections,
  LANDING_SECTION_TEMPLATES,
  LANDING_SECTIONS_CLIPBOARD_KEY,
  type LandingSectionTemplate,
  type LandingSectionValues,
  landingSectionsMessages,
  landingSectionsValues,
  moveItem,
  newLandingSection,
  pastedLandingSections,
  pushLandingHistory,
  SITE_LIMITS,
  siteMessages,
  validateLandingSections,
} from '@cellar/validation/site';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Form, SaveBar, useObjectTabForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { landingSectionsFieldOf } from '@/features/site-editors/utils/landing-field-of';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { storage } from '@/lib/storage';
import { useSaveObject } from '@/lib/use-save-object';
import { SectionCard } from './section-card';

const { landing: messages } = siteMessages;

interface SectionsValues {
  sections: LandingSectionValues[];
}
type SectionsOut = { sections: Record<string, unknown>[] };

/** The HTML of a stored section, sanitised (DOMPurify) before it is saved. */
const sanitizedSection = (section: Record<string, unknown>): Record<string, unknown> => {
  const html = section.html;
  if (typeof html !== 'object' || html === null) return section;
  return {
    ...section,
    html: Object.fromEntries(
      Object.entries(html as Record<string, string>).map(([language, text]) => [
        language,
        sanitizeHtml(text),
      ]),
    ),
  };
};

/**
 * The landing's Sections tab (site-content-and-shell §2.5, §3, §4): add a section of a template, edit, collapse,
 * reorder and remove it; undo up to 20 states, reset to what is stored, copy the sections to a clipboard kept in
 * this browser and paste them into another landing. Saved as a PATCH of `sections`, 'Landing updated' / 'Error
 * updating the landing'.
 */
export function LandingSectionsTab(props: ObjectTabProps) {
  const { object, path } = props;
  const patch = useSaveObject(path);
  const stored = useMemo<SectionsValues>(() => ({ sections: landingSectionsValues(object) }), [object]);
  const tab = useObjectTabForm<SectionsValues, SectionsOut>(props, {
    tab: 'Sections',
    values: stored,
    rule: validateLandingSections,
    fieldOf: landingSectionsFieldOf,
    save: ({ sections }, lastModDate) =>
      patch.mutateAsync({ body: { sections: sections.map(sanitizedSection) }, lastModDate }),
    toasts: { saved: messages.updated, failed: () => messages.updateError },
    onInvalid: () => toast.error(messages.updateError),
  });

  return (
    <Form {...tab.formProps} label="Sections" className="flex flex-col gap-4">
      <SectionsEditor stored={stored.sections} readOnly={tab.readOnly} />
    </Form>
  );
}

function SectionsEditor({ stored, readOnly }: { stored: LandingSectionValues[]; readOnly: boolean }) {
  const { field } = useController<SectionsValues, 'sections'>({ name: 'sections' });
  const sections = field.value;
  const [history, setHistory] = useState<LandingSectionValues[][]>([]);
  // Typing in one field is one step to undo, not one per key.
  const lastEdit = useRef<string | undefined>(undefined);
  const [template, setTemplate] = useState<LandingSectionTemplate | ''>('');

  const change = useCallback(
    (next: LandingSectionValues[], edit?: string) => {
      if (edit === undefined || edit !== lastEdit.current)
        setHistory((states) => pushLandingHistory(states, sections, SITE_LIMITS.landingUndo));
      lastEdit.current = edit;
      field.onChange(next);
    },
    [field, sections],
  );

  const undo = () => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory(history.slice(0, -1));
    lastEdit.current = undefined;
    field.onChange(previous);
  };

  const copy = () => {
    storage.set(LANDING_SECTIONS_CLIPBOARD_KEY, copiedLandingSections(sections));
    toast.success(landingSectionsMessages.copied);
  };

  const paste = () => {
    const pasted = pastedLandingSections(storage.get(LANDING_SECTIONS_CLIPBOARD_KEY), sections);
    if (pasted === null || pasted.length === 0) {
      toast.error(landingSectionsMessages.nothingToPaste);
      return;
    }
    change([...sections, ...pasted]);
  };

  const add = () => {
    if (template === '') return;
    change([...sections, newLandingSection(template, sections)]);
    setTemplate('');
  };

  return (
    <>
      <SaveBar label="Save" pendingLabel="Saving..." readOnly={readOnly}>
        <Button variant="secondary" onClick={undo} disabled={readOnly || history.length === 0}>
          Undo
        </Button>
        <Button variant="secondary" onClick={() => change(stored)} disabled={readOnly}>
          Reset
        </Button>
        <Button variant="secondary" onClick={copy} disabled={sections.length === 0}>
          Copy sections
        </Button>
        <Button variant="secondary" onClick={paste} disabled={readOnly}>
          Paste sections
        </Button>
      </SaveBar>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField<LandingSectionTemplate>
          label="Template"
          placeholder="Choose a template"
          value={template}
          onValueChange={setTemplate}
          options={LANDING_SECTION_TEMPLATES}
          disabled={readOnly}
          className="w-64"
        />
        <Button variant="secondary" onClick={add} disabled={readOnly || template === ''}>
          Add section
        </Button>
      </div>
      {sections.length === 0 ? <p className="text-sm text-slate-600">This landing has no sections.</p> : null}
      <ol className="flex flex-col gap-3">
        {sections.map((section, index) => (
          <li key={section.id}>
            <SectionCard
              section={section}
              index={index}
              count={sections.length}
              readOnly={readOnly}
              onChange={(next, edit) =>
                change(
                  sections.map((s, i) => (i === index ? next : s)),
                  edit,
                )
              }
              onMove={(to) => change(moveItem(sections, index, to))}
              onRemove={() => change(sections.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
