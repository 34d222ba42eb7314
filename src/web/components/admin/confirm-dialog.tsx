import { Button } from '../button.tsx';
import { AdminModal } from './admin-modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every delete, and every change that is hard to undo (another current round), goes through this confirmation. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Șterge',
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AdminModal open={open} title={title} onClose={onCancel}>
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          Anulează
        </Button>
        <Button type="button" variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </AdminModal>
  );
}
