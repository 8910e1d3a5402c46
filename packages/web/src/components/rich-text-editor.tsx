import { CATALOGUE_LIMITS } from '@cellar/validation/catalogue';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

export interface RichTextEditorProps {
  /** The HTML held (sanitised before it is shown). */
  value: string;
  /** The HTML typed, sanitised (no div tags, no script); '' for an empty text. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the label naming the text. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  /** Height in px (default 300, catalogue-editors §9). */
  height?: number;
}

/** What the editor's document is as saved: '' when empty, else its sanitised HTML. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML()));

/**
 * The rich text editor of the catalogue's localized texts (TipTap, loaded on demand): headings, bold, italic,
 * lists, links, undo. Its HTML is sanitised both ways (`sanitizeHtml`): pasted or stored markup never brings a
 * script or an event handler into the page or the save, and div tags are stripped on change.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
  readOnly = false,
  height = CATALOGUE_LIMITS.editorHeightPx,
}: RichTextEditorProps) {
  // The HTML this editor last reported: a `value` equal to it is the editor's own, not a change from outside.
  const reported = useRef(sanitizeHtml(value));
  // The value given from outside and the editor's own HTML of it: TipTap writes stored markup its own way (plain
  // text in a <p>), and that form of the given value is still the given value, not a change of the user's.
  const given = useRef<{ value: string; html: string | null }>({ value: reported.current, html: null });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: reported.current,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose-editor h-full px-3 py-2 text-sm text-slate-900 focus:outline-none',
      },
      transformPastedHTML: sanitizeHtml,
    },
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor);
      const next = html === given.current.html ? given.current.value : html;
      if (next === reported.current) return;
      reported.current = next;
      onChangeRef.current(next);
    },
    onBlur: () => onBlur?.(),
  });

  // A value from outside (the stored text after a save or a refetch, a restored draft) replaces the content; the
  // value the editor reported itself does not.
  useEffect(() => {
    // TipTap replaces an instance not mounted in time (a slow first commit): the next render brings the new one.
    if (editor.isDestroyed) return;
    const next = sanitizeHtml(value);
    if (given.current.html !== null && next === reported.current) return;
    if (next !== reported.current) {
      reported.current = next;
      editor.commands.setContent(next, { emitUpdate: false });
    }
    given.current = { value: next, html: htmlOf(editor) };
  }, [editor, value]);

  // Making the editor editable changes no text: it must not report one (TipTap emits an update by default).
  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  return (
    <div
      className={clsx(
        'flex flex-col overflow-hidden rounded border bg-white',
        invalid ? 'border-rose-400' : 'border-slate-300',
      )}
      style={{ height }}
    >
      {readOnly ? null : <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="min-h-0 flex-1 overflow-y-auto [&_.tiptap]:min-h-full" />
    </div>
  );
}

const TOOLS = [
  { label: 'Bold', text: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run(), mark: 'bold' },
  { label: 'Italic', text: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run(), mark: 'italic' },
  {
    label: 'Heading',
    text: 'H',
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    mark: 'heading',
  },
  {
    label: 'Bulleted list',
    text: '•',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
    mark: 'bulletList',
  },
  {
    label: 'Numbered list',
    text: '1.',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
    mark: 'orderedList',
  },
] as const;

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.mark, editor.isActive(tool.mark)])),
  });
  return (
    <div role="toolbar" className="flex gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1">
      {TOOLS.map((tool) => (
        <button
          key={tool.label}
          type="button"
          aria-pressed={active[tool.mark] === true}
          onClick={() => tool.run(editor)}
          className="min-w-7 rounded px-1.5 py-0.5 text-sm text-slate-700 hover:bg-slate-200 aria-pressed:bg-slate-200 aria-pressed:font-semibold"
        >
          {/* A glyph standing for the name ('1.' for Numbered list): named by its words alone, what is read and said. */}
          <span aria-hidden="true">{tool.text}</span>
          <span className="sr-only">{tool.label}</span>
        </button>
      ))}
    </div>
  );
}
