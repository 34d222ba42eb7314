import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { disabledLook } from '../../components/button.tsx';
import { editorTexts } from './announcement-texts.ts';
import { BulletListIcon, LinkIcon, OrderedListIcon, RedoIcon, UndoIcon, UnlinkIcon } from './editor-icons.tsx';

type Level = 1 | 2 | 3;

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  /** Set for toggles (marks, headings, lists): exposed as aria-pressed. */
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function ToolButton({ label, onClick, active, disabled, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // A pointer press leaves the focus (and the selection) in the editor, so what is typed next goes there;
      // the keyboard still reaches every button with Tab.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={
        'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold ' +
        `text-slate-800 hover:bg-slate-200 aria-pressed:bg-brand aria-pressed:text-white ${disabledLook}`
      }
    >
      {children}
    </button>
  );
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-slate-300" />;

interface EditorToolbarProps {
  editor: Editor;
  onLink: () => void;
}

/** The formatting buttons; each is a real button with a Romanian name, toggles say whether they are on. */
export function EditorToolbar({ editor, onLink }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const heading = (level: Level) => (
    <ToolButton
      key={level}
      label={editorTexts.heading(level)}
      active={state[`h${level}`]}
      onClick={() => run().toggleHeading({ level }).run()}
    >
      H{level}
    </ToolButton>
  );

  return (
    <div
      role="toolbar"
      aria-label={editorTexts.toolbar}
      className="flex flex-wrap gap-0.5 border-b border-slate-300 bg-slate-50 p-1"
    >
      {([1, 2, 3] as const).map(heading)}
      <Separator />
      <ToolButton label={editorTexts.bold} active={state.bold} onClick={() => run().toggleBold().run()}>
        <span className="font-black">B</span>
      </ToolButton>
      <ToolButton label={editorTexts.italic} active={state.italic} onClick={() => run().toggleItalic().run()}>
        <span className="font-serif italic">I</span>
      </ToolButton>
      <ToolButton label={editorTexts.strike} active={state.strike} onClick={() => run().toggleStrike().run()}>
        <span className="line-through">S</span>
      </ToolButton>
      <ToolButton label={editorTexts.underline} active={state.underline} onClick={() => run().toggleUnderline().run()}>
        <span className="underline">U</span>
      </ToolButton>
      <Separator />
      <ToolButton
        label={editorTexts.bulletList}
        active={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <BulletListIcon />
      </ToolButton>
      <ToolButton
        label={editorTexts.orderedList}
        active={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <OrderedListIcon />
      </ToolButton>
      <Separator />
      <ToolButton label={editorTexts.link} active={state.link} onClick={onLink}>
        <LinkIcon />
      </ToolButton>
      <ToolButton
        label={editorTexts.unlink}
        disabled={!state.link}
        onClick={() => run().extendMarkRange('link').unsetLink().run()}
      >
        <UnlinkIcon />
      </ToolButton>
      <Separator />
      <ToolButton label={editorTexts.undo} disabled={!state.canUndo} onClick={() => run().undo().run()}>
        <UndoIcon />
      </ToolButton>
      <ToolButton label={editorTexts.redo} disabled={!state.canRedo} onClick={() => run().redo().run()}>
        <RedoIcon />
      </ToolButton>
    </div>
  );
}
