import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import { PicturePicker } from './Pictures.tsx';

/**
 * Rich text of one language, edited with TipTap (ProseMirror): paragraphs, headings, lists,
 * quotes, bold, italic, links, and pictures of the CMS media (chosen or uploaded with the
 * workspace's picker, with a text for readers who cannot see them; the build's sanitiser keeps
 * /media/ pictures and those of the media hosts and drops any other). What TipTap's schema cannot hold (tables, video, frames, …)
 * opens in the HTML source instead, so that opening and saving an item never loses it; the
 * editor can switch between the two views.
 */

const BEYOND_SCHEMA =
  /<(table|iframe|video|picture|figure|details|dl|section|article|aside|sup|sub|mark|abbr|time|span|div)\b/i;

export interface RichTextProps {
  label: string;
  value: string;
  lang: string;
  onChange: (html: string) => void;
  t: Translate;
  /** The editor API (the picture picker lists and uploads the CMS media). */
  call: Call;
}

export default function RichText({ label, value, lang, onChange, t, call }: RichTextProps) {
  const id = useId();
  const [source, setSource] = useState(() => BEYOND_SCHEMA.test(value));
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  /** The picture panel: closed, choosing, or describing the chosen picture before inserting it. */
  const [picture, setPicture] = useState<{ src: string | null } | null>(null);
  const [alt, setAlt] = useState('');
  const pictureButton = useRef<HTMLButtonElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (picture?.src) altRef.current?.focus();
  }, [picture]);
  const closePicture = () => {
    setPicture(null);
    setAlt('');
    pictureButton.current?.focus();
  };
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
      // a block of its own between paragraphs, never a data: URL
      Image.configure({ inline: false, allowBase64: false }),
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
  const insertPicture = () => {
    if (!picture?.src) return;
    editor?.chain().focus().setImage({ src: picture.src, alt: alt.trim() }).run();
    setPicture(null);
    setAlt('');
  };

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
            <button
              ref={pictureButton}
              type="button"
              className="ws-tool"
              aria-expanded={picture !== null}
              onClick={() => setPicture((p) => (p ? null : { src: null }))}
              disabled={!editor || source}
            >
              {t('workspace.rich.picture')}
            </button>
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
          {picture && picture.src === null && (
            <PicturePicker
              call={call}
              t={t}
              onPick={(src) => setPicture({ src })}
              onClose={closePicture}
            />
          )}
          {picture?.src && (
            <div className="ws-rich__picture" role="group" aria-labelledby={`${id}-pic`}>
              <p id={`${id}-pic`} className="ws-label">
                {t('workspace.rich.chosen')}
              </p>
              <img src={picture.src} alt="" width={96} height={64} />
              <label htmlFor={`${id}-alt`}>{t('workspace.rich.alt')}</label>
              <input
                id={`${id}-alt`}
                ref={altRef}
                className="ws-input"
                lang={lang}
                value={alt}
                maxLength={300}
                aria-describedby={`${id}-alt-hint`}
                onChange={(e) => setAlt(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    insertPicture();
                  }
                }}
              />
              <p id={`${id}-alt-hint`} className="ws-muted">
                {t('workspace.rich.altHint')}
              </p>
              <div className="ws-row">
                <button type="button" className="ui-btn ui-btn--sm" onClick={insertPicture}>
                  {t('workspace.rich.insertPicture')}
                </button>
                <button
                  type="button"
                  className="ui-btn ui-btn--sm ui-btn--quiet"
                  onClick={closePicture}
                >
                  {t('workspace.rich.cancelPicture')}
                </button>
              </div>
            </div>
          )}
          <EditorContent editor={editor} />
        </>
      )}
    </div>
  );
}
