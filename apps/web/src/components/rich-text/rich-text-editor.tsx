import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Video } from 'lucide-react';
import { cn } from '@/lib/utils';
import { parseVideoUrl } from '@/lib/video-embed';
import { VideoEmbed } from '@/components/rich-text/video-embed-node';

export interface RichTextEditorProps {
  /** The visible label; also the editable region's accessible name. */
  label: string;
  /** HTML (as the server's allow-list keeps it). */
  value: string;
  onChange: (html: string) => void;
  /** Uploads a picture and resolves to its URL; without it there is no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  id?: string;
  /** Ids of hints or errors that describe the field. */
  describedBy?: string;
}

/** An empty document as Tiptap writes it: saved as an empty story. */
const EMPTY = '<p></p>';
const toolButton =
  'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-50 aria-pressed:bg-primary-soft aria-pressed:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-ring';

type Prompt = { kind: 'link' | 'video'; value: string; error: string | null } | null;

function ToolButton({
  label,
  shortcut,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toolButton}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      {...(shortcut ? { 'aria-keyshortcuts': shortcut.replace('Ctrl', 'Control') } : {})}
      {...(pressed !== undefined ? { 'aria-pressed': pressed } : {})}
      disabled={disabled}
      // Keep the selection in the document while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function safeHref(value: string): string | null {
  const trimmed = value.trim();
  if (/^mailto:/i.test(trimmed)) return trimmed;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * The rich-text editor (Tiptap): h2/h3 headings, bold, italic, lists, quotes, links, our own
 * uploaded images and YouTube/Vimeo placeholders, with a labelled toolbar and the usual keyboard
 * shortcuts (Ctrl+B, Ctrl+I, Ctrl+Alt+2, Ctrl+Shift+8, Ctrl+K for a link...). Heavy: load it with
 * React.lazy only where an editor is shown (docs/decisions/0023-campaign-page.md).
 */
export function RichTextEditor({ label, value, onChange, onUploadImage, id, describedBy }: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rich-text-${generatedId}`;
  const labelId = `${editorId}-label`;
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const promptInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const promptKind = prompt?.kind;
  // The address field takes focus when it opens (a toolbar button or Ctrl+K opened it).
  useEffect(() => {
    if (promptKind) promptInput.current?.focus();
  }, [promptKind]);

  const editor = useEditor({
    immediatelyRender: false,
    // Tiptap would add a <style> element, which the CSP (style-src 'self') refuses: its few rules
    // are in styles/index.css instead.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          // The server sets rel itself and allows no target (content/rich-text.ts).
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ inline: false }),
      VideoEmbed,
    ],
    content: value,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-text-content prose-page min-h-64 px-4 py-3 focus:outline-none',
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkPrompt();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (a draft loaded, a reset) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  function openLinkPrompt() {
    const current = (editor?.getAttributes('link').href as string | undefined) ?? '';
    setPrompt({ kind: 'link', value: current, error: null });
  }

  const submitPrompt = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editor || !prompt) return;
    if (prompt.kind === 'link') {
      if (!prompt.value.trim()) {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        setPrompt(null);
        return;
      }
      const href = safeHref(prompt.value);
      if (!href) return setPrompt({ ...prompt, error: 'Use a web address (https://…) or an e-mail link (mailto:…).' });
      const chain = editor.chain().focus().extendMarkRange('link');
      if (editor.state.selection.empty && !editor.isActive('link'))
        chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
      else chain.setLink({ href }).run();
    } else {
      const video = parseVideoUrl(prompt.value);
      if (!video) return setPrompt({ ...prompt, error: 'Paste the link of a YouTube or Vimeo video.' });
      editor.chain().focus().insertVideoEmbed({ provider: video.provider, videoId: video.id }).run();
    }
    setPrompt(null);
  };

  const uploadImage = async (file: File) => {
    if (!editor || !onUploadImage) return;
    setUploading(true);
    setUploadError(null);
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  const run = (command: (e: Editor) => void) => () => {
    if (editor) command(editor);
  };
  const promptLabel = prompt?.kind === 'link' ? 'Link address' : 'Video link (YouTube or Vimeo)';

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="rounded-lg border border-input bg-background focus-within:outline-2 focus-within:outline-ring">
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={editorId}
          className="flex flex-wrap gap-0.5 border-b border-border p-1"
        >
          <ToolButton
            label="Heading"
            shortcut="Ctrl+Alt+2"
            pressed={active?.h2}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
          >
            <Heading2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Subheading"
            shortcut="Ctrl+Alt+3"
            pressed={active?.h3}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
          >
            <Heading3 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Bold"
            shortcut="Ctrl+B"
            pressed={active?.bold}
            onClick={run((e) => e.chain().focus().toggleBold().run())}
          >
            <Bold aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Italic"
            shortcut="Ctrl+I"
            pressed={active?.italic}
            onClick={run((e) => e.chain().focus().toggleItalic().run())}
          >
            <Italic aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Bulleted list"
            shortcut="Ctrl+Shift+8"
            pressed={active?.bullet}
            onClick={run((e) => e.chain().focus().toggleBulletList().run())}
          >
            <List aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Numbered list"
            shortcut="Ctrl+Shift+7"
            pressed={active?.ordered}
            onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Quote"
            shortcut="Ctrl+Shift+B"
            pressed={active?.quote}
            onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
          >
            <Quote aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton label="Link" shortcut="Ctrl+K" pressed={active?.link} onClick={openLinkPrompt}>
            <Link2 aria-hidden="true" className="size-4" />
          </ToolButton>
          {onUploadImage ? (
            <ToolButton
              label={uploading ? 'Uploading picture…' : 'Picture'}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
            </ToolButton>
          ) : null}
          <ToolButton label="Video" onClick={() => setPrompt({ kind: 'video', value: '', error: null })}>
            <Video aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Undo"
            shortcut="Ctrl+Z"
            disabled={!active?.canUndo}
            onClick={run((e) => e.chain().focus().undo().run())}
          >
            <Undo2 aria-hidden="true" className="size-4" />
          </ToolButton>
          <ToolButton
            label="Redo"
            shortcut="Ctrl+Shift+Z"
            disabled={!active?.canRedo}
            onClick={run((e) => e.chain().focus().redo().run())}
          >
            <Redo2 aria-hidden="true" className="size-4" />
          </ToolButton>
        </div>
        {prompt ? (
          // Not a <form>: the editor usually sits inside the page's own form.
          <div
            role="group"
            aria-label={prompt.kind === 'link' ? 'Add a link' : 'Add a video'}
            className="grid gap-1 border-b border-border p-2"
          >
            <label htmlFor={`${editorId}-prompt`} className="text-sm font-medium">
              {promptLabel}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${editorId}-prompt`}
                ref={promptInput}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submitPrompt(event);
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    setPrompt(null);
                    editor?.commands.focus();
                  }
                }}
                type="text"
                inputMode="url"
                value={prompt.value}
                onChange={(event) => setPrompt({ ...prompt, value: event.target.value, error: null })}
                aria-invalid={prompt.error ? true : undefined}
                {...(prompt.error ? { 'aria-describedby': `${editorId}-prompt-error` } : {})}
                className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm"
              />
              <button
                type="button"
                onClick={submitPrompt}
                className="h-9 rounded-md bg-primary px-3 text-sm font-semibold text-primary-foreground"
              >
                {prompt.kind === 'link' ? 'Apply link' : 'Add video'}
              </button>
              <button
                type="button"
                onClick={() => {
                  setPrompt(null);
                  editor?.commands.focus();
                }}
                className="h-9 rounded-md px-3 text-sm"
              >
                Cancel
              </button>
            </div>
            {prompt.error ? (
              <p id={`${editorId}-prompt-error`} className="text-sm text-destructive">
                {prompt.error}
              </p>
            ) : null}
          </div>
        ) : null}
        <EditorContent editor={editor} className={cn(!editor && 'min-h-64')} />
      </div>
      {onUploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload a picture for the ${label.toLowerCase()}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void uploadImage(file);
          }}
        />
      ) : null}
      {uploadError ? (
        <p role="alert" className="text-sm text-destructive">
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}
export default RichTextEditor;
