import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes } from '@/components/ui/field-notes';

/**
 * Only what the server's article allow-list keeps (apps/api articles/article-html.ts): headings 2 and 3,
 * paragraphs, bold, italic, lists, quotes, line breaks and links. Code, strike, underline and rules
 * would be dropped on saving, so the editor does not offer them.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener', target: null },
    },
  }),
];

const EDITABLE_CLASS =
  'min-h-48 px-4 py-3 text-base leading-relaxed text-ink-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc';

const TOOL_CLASS =
  'min-h-9 min-w-9 rounded-lg px-2 text-sm font-semibold text-ink-800 hover:bg-ink-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-800';

type Tool = 'heading2' | 'heading3' | 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote';

const TOOLS: readonly {
  tool: Tool;
  mark: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}[] = [
  {
    tool: 'heading2',
    mark: 'H2',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    tool: 'heading3',
    mark: 'H3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    tool: 'bold',
    mark: 'B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    tool: 'italic',
    mark: 'I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    tool: 'bulletList',
    mark: '•',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    tool: 'orderedList',
    mark: '1.',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    tool: 'blockquote',
    mark: '❝',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

function Toolbar({ editor, field }: { editor: Editor; field: string }) {
  const { t } = useTranslation('admin-articles');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((entry) => entry.isActive(current)),
      isLink: current.isActive('link'),
    }),
  });
  const setLink = () => {
    const href = window.prompt(t('linkPrompt'), editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar', { field })}
      className="flex flex-wrap gap-1 border-b border-ink-200 p-1"
    >
      {TOOLS.map((entry, index) => (
        <button
          key={entry.tool}
          type="button"
          className={TOOL_CLASS}
          aria-pressed={active.tools[index] ?? false}
          aria-label={t(`tools.${entry.tool}`)}
          title={t(`tools.${entry.tool}`)}
          onClick={() => entry.run(editor)}
        >
          {entry.mark}
        </button>
      ))}
      <button type="button" className={TOOL_CLASS} aria-pressed={active.isLink} onClick={setLink}>
        {t('tools.link')}
      </button>
      {active.isLink ? (
        <button type="button" className={TOOL_CLASS} onClick={() => editor.chain().focus().unsetLink().run()}>
          {t('tools.unlink')}
        </button>
      ) : null}
    </div>
  );
}

/** The editable area as a labelled, described text box for assistive technology. */
function editableAttributes(options: {
  labelId: string;
  describedBy: string;
  isInvalid: boolean;
  lang: string;
  testId: string;
}): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': options.labelId,
    'aria-describedby': options.describedBy,
    'aria-invalid': String(options.isInvalid),
    lang: options.lang,
    'data-testid': options.testId,
    class: EDITABLE_CLASS,
  };
}

export interface RichTextEditorProps {
  label: string;
  hint: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
  lang: 'th' | 'en';
  testId: string;
}

/**
 * The article body editor (TipTap). It writes HTML of the allow-list's elements; the server still
 * sanitises what it receives, since a request need not come from this editor. An empty document is
 * an empty value, so the contract calls it required.
 */
export function RichTextEditor({ label, hint, value, onChange, error, lang, testId }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const isInvalid = error !== undefined;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: editableAttributes({ labelId, describedBy, isInvalid, lang, testId }) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // The error comes and goes after the editor exists: its description follows.
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: editableAttributes({ labelId, describedBy, isInvalid, lang, testId }) },
    });
  }, [editor, labelId, describedBy, isInvalid, lang, testId]);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div
        className={`rounded-2xl border bg-white focus-within:outline-3 focus-within:outline-offset-1 focus-within:outline-brand-600 ${error ? 'border-brand-600' : 'border-ink-400'}`}
      >
        {editor ? <Toolbar editor={editor} field={label} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
