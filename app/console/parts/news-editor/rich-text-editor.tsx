/**
 * The rich-text editor of a news post (TipTap 3 on ProseMirror; docs/admin-console.md "News").
 * Loaded lazily by news-content-field.tsx, in the browser only: TipTap and ProseMirror are in
 * this chunk and never in a public page's.
 *
 * - A toolbar (role=toolbar, one tab stop, the arrow keys, Home and End move along it; Alt+F10
 *   from the text goes to it, Escape back): heading, subheading, paragraph, bold, italic, the
 *   two lists, quote, link, picture, table (with rows and columns added and removed), undo,
 *   redo. Toggles say their state with aria-pressed; every button has its name in the page's
 *   language.
 * - Links ask for the address in a small dialog: http(s) addresses and paths of this site only.
 * - Pictures: a dialog with the file and what the picture shows (its alt text); the file goes to
 *   the admin API's uploads (the session's CSRF token in the header) and the picture is put
 *   where the cursor was.
 * - Tables: 3×3 with a header row.
 * - The HTML is kept in a hidden `content` field of the surrounding form.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Figcaption, Figure } from './figure';
import { useTranslation } from '../../../i18n';
import { isLinkAddress } from '../../lib/news-edits';
import { uploadFile } from '../../lib/upload';
import ui from '../console.module.css';
import styles from './news-editor.module.css';
import prose from '../../../features/news/components/news-content.module.css';

interface Props {
  id: string;
  /** the form field that carries the HTML: 'content', or 'contentEn' for the English body */
  name?: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  initial: string;
  csrf: string | null | undefined;
  uploadUrl: string;
  onEdit?: () => void;
}

/** the nonce of the page's scripts (the CSP's, issue 25): read from the property, as browsers hide the attribute */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

type Chain = ReturnType<Editor['chain']>;

/** the commands of the table the cursor is in: each tool's key (and message), its icon, what it does */
const TABLE_COMMANDS = [
  ['addRow', '+≡', (c) => c.addRowAfter()],
  ['deleteRow', '−≡', (c) => c.deleteRow()],
  ['addColumn', '+‖', (c) => c.addColumnAfter()],
  ['deleteColumn', '−‖', (c) => c.deleteColumn()],
  ['deleteTable', '✕', (c) => c.deleteTable()],
] as const satisfies readonly (readonly [key: string, icon: string, command: (c: Chain) => Chain])[];

export default function RichTextEditor({
  id,
  name = 'content',
  labelId,
  describedBy,
  invalid,
  initial,
  csrf,
  uploadUrl,
  onEdit,
}: Props) {
  const [html, setHtml] = useState(initial);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  const editor = useEditor({
    immediatelyRender: true,
    // TipTap adds its <style>: with the page's nonce, the one the CSP allows style elements with
    injectNonce: pageNonce(),
    extensions: [
      StarterKit.configure({
        // (the toolbar makes h2 and h3; the others, code and rules are kept as the public page
        // keeps them, server/queries/sanitize.ts, so an older post loses nothing when opened)
        heading: { levels: [2, 3, 4, 5, 6] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [],
          // (the dialog asks for http(s) or a path; an older post's mailto: links stay)
          isAllowedUri: (url) => isLinkAddress(url) || /^mailto:[^\s]+$/i.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Figure,
      Figcaption,
      TableKit.configure({ table: { resizable: false, renderWrapper: false } }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        id,
        // the post page's stylesheet, so the text looks as it will when published
        class: `${prose.prose} ${styles.content}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view, event) => {
        // Alt+F10: to the toolbar (its current button)
        if (event.altKey && event.key === 'F10') {
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      setHtml(e.isEmpty ? '' : e.getHTML());
      onEditRef.current?.();
    },
  });

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <Toolbar editor={editor} name={name} toolbarRef={toolbarRef} csrf={csrf} uploadUrl={uploadUrl} />
      <div className={styles.scroller}>
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  /** a toggle: its state (aria-pressed) */
  pressed?: boolean;
  disabled?: boolean;
  /** a gap before it */
  group?: boolean;
}

function Toolbar({
  editor,
  name,
  toolbarRef,
  csrf,
  uploadUrl,
}: {
  editor: Editor;
  /** the field's name: 'content' or 'contentEn' */
  name: string;
  toolbarRef: RefObject<HTMLDivElement | null>;
  csrf: string | null | undefined;
  uploadUrl: string;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [current, setCurrent] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph') && !e.isActive('bulletList') && !e.isActive('orderedList'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'h2',
      label: t('adminNews.editor.heading2'),
      icon: 'H2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('adminNews.editor.heading3'),
      icon: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'paragraph',
      label: t('adminNews.editor.paragraph'),
      icon: '¶',
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    {
      key: 'bold',
      label: t('adminNews.editor.bold'),
      icon: <b>B</b>,
      pressed: state.bold,
      group: true,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('adminNews.editor.italic'),
      icon: <i>I</i>,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'bullet',
      label: t('adminNews.editor.bulletList'),
      icon: <Icon name="list" />,
      pressed: state.bullet,
      group: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('adminNews.editor.orderedList'),
      icon: <Icon name="ordered" />,
      pressed: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: t('adminNews.editor.quote'),
      icon: '❝',
      pressed: state.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'link',
      label: t('adminNews.editor.link'),
      icon: <Icon name="link" />,
      pressed: state.link,
      group: true,
      run: () => setDialog('link'),
    },
    {
      key: 'image',
      label: t('adminNews.editor.image'),
      icon: <Icon name="image" />,
      run: () => setDialog('image'),
    },
    {
      key: 'table',
      label: t('adminNews.editor.table'),
      icon: <Icon name="table" />,
      pressed: state.inTable,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      disabled: state.inTable,
    },
    ...TABLE_COMMANDS.map(([key, icon, command]) => ({
      key,
      label: t(`adminNews.editor.${key}`),
      icon,
      disabled: !state.inTable,
      run: () => command(chain()).run(),
    })),
    {
      key: 'undo',
      label: t('adminNews.editor.undo'),
      icon: '↶',
      group: true,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('adminNews.editor.redo'),
      icon: '↷',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];
  const enabled = tools.map((tool, i) => (tool.disabled ? -1 : i)).filter((i) => i >= 0);
  // the one button in the tab order: the last one used, or the first enabled one
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(tabStop);
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === undefined) return;
    e.preventDefault();
    setCurrent(next);
    toolbarRef.current?.querySelector<HTMLButtonElement>(`button[data-tool="${tools[next]!.key}"]`)?.focus();
  };

  return (
    <>
      <div
        ref={toolbarRef}
        className={styles.toolbar}
        role="toolbar"
        // one toolbar a text: the English text's is named after it, so each is found by its own name
        aria-label={
          name === 'contentEn'
            ? `${t('adminNews.editor.toolbar')} · ${t('adminNews.fields.contentEn')}`
            : t('adminNews.editor.toolbar')
        }
        aria-controls={editor.view.dom.id || undefined}
        onKeyDown={move}
      >
        {tools.map((tool, i) => (
          <button
            key={tool.key}
            type="button"
            data-tool={tool.key}
            className={`${styles.tool} ${tool.group ? styles.groupStart : ''}`}
            tabIndex={i === tabStop ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            disabled={tool.disabled}
            onFocus={() => setCurrent(i)}
            // (a click keeps the text's selection: the command acts on it)
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setCurrent(i);
              tool.run();
            }}
          >
            <span aria-hidden="true">{tool.icon}</span>
          </button>
        ))}
      </div>
      {dialog === 'link' ? (
        <LinkDialog editor={editor} onClose={() => setDialog(null)} />
      ) : dialog === 'image' ? (
        <ImageDialog editor={editor} csrf={csrf} uploadUrl={uploadUrl} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

/** a modal <dialog> (the browser keeps the focus in it; Escape closes it), focus back to the text after */
function EditorDialog({
  title,
  onClose,
  editor,
  children,
}: {
  title: string;
  onClose: () => void;
  editor: Editor;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => {
      d?.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
    >
      <h2 id={headingId} className={styles.dialogTitle}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** Enter in a dialog's field does the dialog's action, never submits the post's form around it */
const onEnter = (act: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    act();
  }
};

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(existing);
  const [error, setError] = useState(false);
  const fieldId = useId();
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isLinkAddress(value)) {
      setError(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // no text chosen: the address itself becomes the linked text
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    onClose();
  };
  return (
    <EditorDialog title={t('adminNews.editor.linkHeading')} onClose={onClose} editor={editor}>
      <div className={ui.field}>
        <label htmlFor={fieldId}>{t('adminNews.editor.linkAddress')}</label>
        <input
          id={fieldId}
          className={ui.input}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={href}
          placeholder="https://"
          onChange={(e) => {
            setHref(e.currentTarget.value);
            setError(false);
          }}
          onKeyDown={onEnter(apply)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          autoFocus
        />
        <p id={`${fieldId}-hint`} className={ui.hint}>
          {t('adminNews.editor.linkHint')}
        </p>
        {error ? (
          <p id={`${fieldId}-error`} className={ui.fieldError} role="alert">
            {t('adminNews.editor.linkInvalid')}
          </p>
        ) : null}
      </div>
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={apply}>
          {t('adminNews.editor.apply')}
        </button>
        {existing ? (
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('adminNews.editor.unlink')}
          </button>
        ) : null}
        <button type="button" className={ui.buttonSecondary} onClick={onClose}>
          {t('adminNews.editor.cancel')}
        </button>
      </div>
    </EditorDialog>
  );
}

function ImageDialog({
  editor,
  csrf,
  uploadUrl,
  onClose,
}: {
  editor: Editor;
  csrf: string | null | undefined;
  uploadUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  // where the cursor was when the dialog opened: the picture goes there
  const at = useRef(editor.state.selection.to);

  const insert = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t('adminNews.editor.imageMissing'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await uploadFile(uploadUrl, csrf, file, file.name || 'picture');
    setBusy(false);
    if (!('url' in answer)) {
      const { status } = answer;
      const reason =
        status === 413
          ? t('admin.errors.uploadTooLarge')
          : status === 415
            ? t('admin.errors.uploadType')
            : answer.message || (status ? `HTTP ${status}` : t('admin.errors.uploadFailed'));
      setError(t('adminNews.editor.uploadFailed', { reason }));
      return;
    }
    const pos = Math.min(at.current, editor.state.doc.content.size);
    editor
      .chain()
      .focus()
      .insertContentAt(pos, { type: 'image', attrs: { src: answer.url, alt: alt.trim() } })
      .run();
    onClose();
  };

  return (
    <EditorDialog title={t('adminNews.editor.imageHeading')} onClose={onClose} editor={editor}>
      <div className={ui.field}>
        <label htmlFor={`${base}-file`}>{t('adminNews.editor.imageFile')}</label>
        <input
          id={`${base}-file`}
          ref={fileRef}
          className={ui.file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${base}-file-hint`}
          onChange={() => setError(null)}
          autoFocus
        />
        <p id={`${base}-file-hint`} className={ui.hint}>
          {t('adminNews.editor.imageFileHint')}
        </p>
      </div>
      <div className={ui.field}>
        <label htmlFor={`${base}-alt`}>{t('adminNews.editor.imageAlt')}</label>
        <input
          id={`${base}-alt`}
          className={ui.input}
          type="text"
          autoComplete="off"
          maxLength={300}
          value={alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          onKeyDown={onEnter(() => void insert())}
          aria-describedby={`${base}-alt-hint`}
        />
        <p id={`${base}-alt-hint`} className={ui.hint}>
          {t('adminNews.editor.imageAltHint')}
        </p>
      </div>
      {error ? (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {busy ? (
        <p className={ui.muted} role="status">
          {t('adminNews.editor.uploading')}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={() => void insert()} disabled={busy}>
          {t('adminNews.editor.insert')}
        </button>
        <button type="button" className={ui.buttonSecondary} onClick={onClose}>
          {t('adminNews.editor.cancel')}
        </button>
      </div>
    </EditorDialog>
  );
}

// ---------------------------------------------------------------- icons (16 px, currentColor)

const svg = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 };

/** what each icon draws */
const ICONS = {
  list: (
    <>
      <circle cx="2.5" cy="4" r="1" fill="currentColor" stroke="none" />
      <circle cx="2.5" cy="8" r="1" fill="currentColor" stroke="none" />
      <circle cx="2.5" cy="12" r="1" fill="currentColor" stroke="none" />
      <path d="M6 4h8M6 8h8M6 12h8" />
    </>
  ),
  ordered: (
    <>
      <text x="0" y="6" fontSize="5" fill="currentColor" stroke="none">
        1
      </text>
      <text x="0" y="14" fontSize="5" fill="currentColor" stroke="none">
        2
      </text>
      <path d="M6 4h8M6 12h8" />
    </>
  ),
  link: <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />,
  image: (
    <>
      <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
      <circle cx="5.5" cy="6" r="1.2" />
      <path d="M2 12l4-4 3 3 2-2 3.5 3.5" />
    </>
  ),
  table: (
    <>
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" />
      <path d="M1.5 6.5h13M1.5 10h13M6 2.5v11M10.5 2.5v11" />
    </>
  ),
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return <svg {...svg}>{ICONS[name]}</svg>;
}
