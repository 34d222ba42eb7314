import { type ReactNode, useEffect, useId, useRef } from 'react';
import { communityPageMessages as t } from '../features/community/community-messages.ts';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The native modal <dialog>: showModal() traps focus, Escape closes it, focus returns to the opener. */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closing by Escape or the button: the dialog fires 'close', the owner forgets the choice.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handler = () => onClose();
    dialog.addEventListener('close', handler);
    return () => dialog.removeEventListener('close', handler);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-h-[min(85dvh,48rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="flex max-h-[min(85dvh,48rem)] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <h2 id={titleId} className="text-lg font-bold text-brand-darker">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{t.close}</span>
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
