import { EditorContent, useEditor } from '@tiptap/react';
import { useState } from 'react';
import { isAllowedLink } from '../../../domain/rich-text.ts';
import { editorTexts } from './announcement-texts.ts';
import { editorExtensions } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

interface RichTextEditorProps {
  /** The HTML the editor starts with (read once). */
  initialContent: string;
  /** The editor's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  /** The id of the visible label of the content area. */
  labelledBy: string;
}

// The content area's look: the same tags the public page renders.
const contentClass =
  'min-h-48 px-3.5 py-3 text-base text-ink focus:outline-none ' +
  '[&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-2xl [&_h1]:font-bold ' +
  '[&_h2]:mt-3 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold ' +
  '[&_h3]:mt-2 [&_h3]:mb-1 [&_h3]:text-lg [&_h3]:font-semibold ' +
  '[&_p]:my-1.5 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 ' +
  '[&_a]:text-brand [&_a]:underline';

/** The announcement's Tiptap editor: toolbar, content area, and the URL prompt of links. */
export function RichTextEditor({ initialContent, onChange, labelledBy }: RichTextEditorProps) {
  const [linkError, setLinkError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: editorExtensions,
    content: initialContent,
    editorProps: {
      attributes: { class: contentClass, 'aria-labelledby': labelledBy, 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const addLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const input = window.prompt(editorTexts.linkPrompt, previous || 'https://');
    if (input === null) return;
    const url = input.trim();
    if (url === '' || url === 'https://') {
      setLinkError(null);
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isAllowedLink(url)) {
      setLinkError(editorTexts.linkRefused);
      return;
    }
    setLinkError(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-slate-400 bg-white shadow-sm focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/40">
        <EditorToolbar editor={editor} onLink={addLink} />
        <EditorContent editor={editor} />
      </div>
      <p role="alert" className="mt-1 min-h-5 text-sm font-medium text-danger">
        {linkError}
      </p>
    </div>
  );
}
