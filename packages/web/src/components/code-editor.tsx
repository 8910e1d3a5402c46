import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The language support and its linter (`[json(), linter(jsonParseLinter())]`, `html()`), from the caller's chunk. */
  language: Extension;
  /** The editor's accessible name. */
  label: string;
  readOnly?: boolean;
  /** The id of the field's messages (`aria-describedby` of the editable area). */
  describedBy?: string;
  /** The field has messages (`aria-invalid`). */
  invalid?: boolean;
}

/**
 * CodeMirror's default colours with the three that read under 4.5:1 (WCAG AA) on white or on the cursor's line made
 * darker: tag and type names, escapes, invalid text.
 */
const DARKER: Readonly<Record<string, string>> = { '#085': '#007040', '#e40': '#c03000', '#f00': '#c00' };
const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => {
    const color = typeof spec.color === 'string' ? DARKER[spec.color] : undefined;
    return color === undefined ? spec : { ...spec, color };
  }),
);

/** The colours of the lint marks (WCAG AA on white), by severity. */
const LINT_COLOURS = { error: '#c00', warning: '#b45309', info: '#475569', hint: '#4338ca' } as const;

/**
 * CodeMirror draws its lint underlines and gutter markers as `data:` SVG images, which the admin's
 * Content-Security-Policy refuses (`img-src` has no `data:`): the same marks drawn with CSS, a wavy underline and a
 * dot. A theme, so it takes precedence over CodeMirror's base theme.
 */
const lintMarks = EditorView.theme(
  Object.fromEntries(
    Object.entries(LINT_COLOURS).flatMap(([severity, colour]) => [
      [
        `.cm-lintRange-${severity}`,
        {
          backgroundImage: 'none',
          textDecoration: `underline wavy ${colour}`,
          textDecorationSkipInk: 'none',
        },
      ],
      [
        `.cm-lint-marker-${severity}`,
        { content: 'normal', backgroundColor: colour, borderRadius: '50%', transform: 'scale(0.6)' },
      ],
    ]),
  ),
);

/**
 * A CodeMirror 6 editor of one text (JSON, HTML): line numbers, history, bracket matching, the language's
 * highlighting and lint marks. Controlled: a new `value` from outside (a reset, a reload) replaces the text; each
 * change calls `onChange`. It lives in the chunk of the tabs that use it, never in the first page.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  readOnly = false,
  describedBy,
  invalid = false,
}: CodeEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editable = useRef(new Compartment());
  const attributes = useRef(new Compartment());
  const initial = useRef({ value, readOnly, describedBy, invalid });

  useEffect(() => {
    if (!parent.current) return;
    const start = initial.current;
    const created = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: start.value,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(highlightStyle, { fallback: true }),
          lintGutter(),
          lintMarks,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          language,
          editable.current.of(EditorState.readOnly.of(start.readOnly)),
          attributes.current.of(
            EditorView.contentAttributes.of(contentAttributes(label, start.describedBy, start.invalid)),
          ),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [language, label]);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: [
        editable.current.reconfigure(EditorState.readOnly.of(readOnly)),
        attributes.current.reconfigure(
          EditorView.contentAttributes.of(contentAttributes(label, describedBy, invalid)),
        ),
      ],
    });
  }, [readOnly, label, describedBy, invalid]);

  return (
    <div
      ref={parent}
      className={clsx(
        'overflow-hidden rounded border text-sm',
        invalid ? 'border-rose-400' : 'border-slate-300',
        readOnly && 'bg-slate-50',
      )}
    />
  );
}

/** The editable area's name, messages and state, as the admin's inputs carry them. */
const contentAttributes = (label: string, describedBy?: string, invalid = false): Record<string, string> => ({
  'aria-label': label,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});
