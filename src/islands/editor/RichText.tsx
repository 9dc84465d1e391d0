import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import type { Translate } from './messages.ts';

/**
 * Rich text of one language, edited with TipTap (ProseMirror): paragraphs, headings, lists,
 * quotes, bold, italic, links. What TipTap's schema cannot hold (tables, video, frames, …)
 * opens in the HTML source instead, so that opening and saving an item never loses it; the
 * editor can switch between the two views.
 */

const BEYOND_SCHEMA =
  /<(table|iframe|video|img|picture|figure|details|dl|section|article|aside|sup|sub|mark|abbr|time|span|div)\b/i;

export interface RichTextProps {
  label: string;
  value: string;
  lang: string;
  onChange: (html: string) => void;
  t: Translate;
}

export default function RichText({ label, value, lang, onChange, t }: RichTextProps) {
  const id = useId();
  const [source, setSource] = useState(() => BEYOND_SCHEMA.test(value));
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: false,
          protocols: ['http', 'https', 'mailto', 'tel'],
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        class: 'ws-rich__area',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // a value changed from outside (another version loaded) replaces the editor's content
  useEffect(() => {
    if (!editor || source) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            heading: e.isActive('heading', { level: 3 }),
            bullets: e.isActive('bulletList'),
            numbers: e.isActive('orderedList'),
            link: e.isActive('link'),
          }
        : null,
  });

  const tool = (key: string, pressed: boolean | undefined, run: () => void) => (
    <button
      type="button"
      className="ws-tool"
      aria-pressed={pressed ?? false}
      onClick={run}
      disabled={!editor || source}
    >
      {t(`workspace.rich.${key}`)}
    </button>
  );

  return (
    <div className="ws-rich">
      <div className="ws-rich__head">
        <span id={`${id}-label`} className="ws-label">
          {label}
        </span>
        <button
          type="button"
          className="ws-link-btn"
          aria-pressed={source}
          onClick={() => setSource((s) => !s)}
        >
          {t('workspace.rich.source')}
        </button>
      </div>
      {source ? (
        <textarea
          aria-labelledby={`${id}-label`}
          className="ws-input ws-rich__source"
          lang={lang}
          rows={8}
          value={value}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <>
          <div
            className="ws-toolbar"
            role="toolbar"
            aria-label={t('workspace.rich.toolbar', { label })}
          >
            {tool('bold', active?.bold, () => editor?.chain().focus().toggleBold().run())}
            {tool('italic', active?.italic, () => editor?.chain().focus().toggleItalic().run())}
            {tool('heading', active?.heading, () =>
              editor?.chain().focus().toggleHeading({ level: 3 }).run(),
            )}
            {tool('bullets', active?.bullets, () =>
              editor?.chain().focus().toggleBulletList().run(),
            )}
            {tool('numbers', active?.numbers, () =>
              editor?.chain().focus().toggleOrderedList().run(),
            )}
            {tool('link', active?.link, () => {
              setHref(String(editor?.getAttributes('link')['href'] ?? ''));
              setLinkOpen((o) => !o);
            })}
            {tool('undo', undefined, () => editor?.chain().focus().undo().run())}
            {tool('redo', undefined, () => editor?.chain().focus().redo().run())}
          </div>
          {linkOpen && (
            <div className="ws-rich__link">
              <label htmlFor={`${id}-href`}>{t('workspace.rich.linkAddress')}</label>
              <input
                id={`${id}-href`}
                className="ws-input"
                type="text"
                inputMode="url"
                value={href}
                onChange={(e) => setHref(e.target.value)}
              />
              <button
                type="button"
                className="ui-btn ui-btn--sm"
                onClick={() => {
                  const chain = editor?.chain().focus().extendMarkRange('link');
                  if (href.trim() === '') chain?.unsetLink().run();
                  else chain?.setLink({ href: href.trim() }).run();
                  setLinkOpen(false);
                }}
              >
                {t('workspace.rich.linkApply')}
              </button>
            </div>
          )}
          <EditorContent editor={editor} />
        </>
      )}
    </div>
  );
}
