import { type ReactNode, useEffect, useId, useRef } from 'react';

interface AdminModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider for forms with many rows (slips, announcements). */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes it, and focus returns to what opened it.
 */
export function AdminModal({ open, title, onClose, children, wide }: AdminModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // A file input inside fires a bubbling 'cancel' when its chooser is dismissed: only the dialog's own
        // (Escape) closes it, or dismissing an emblem's chooser would throw the whole form away.
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60 ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {open && (
        <div className="max-h-[85vh] overflow-y-auto p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Închide"
              className="rounded-lg p-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
