import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { leagueToolsMessages as t } from './league-tools-messages.ts';

interface ConfirmProps {
  /** The question; null keeps the dialog closed. */
  title: string | null;
  message: string;
  confirmLabel: string;
  pending: boolean;
  /** Why the action failed, shown in the dialog (the player may try again or cancel). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation of an action that cannot be undone, in the site's modal dialog (focus kept inside, Escape). */
export function ConfirmDialog({ title, message, confirmLabel, pending, error, onConfirm, onCancel }: ConfirmProps) {
  return (
    <ModalDialog open={title !== null} title={title ?? ''} onClose={onCancel}>
      <p className="text-slate-700">{message}</p>
      {error && <ErrorMessage text={error} className="mt-4" />}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
