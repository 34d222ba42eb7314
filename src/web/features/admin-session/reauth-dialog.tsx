import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authMessages } from '../../../domain/messages.ts';
import { type ApiError, isApiError } from '../../api.ts';
import { AdminModal } from '../../components/admin/admin-modal.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf, formFailure } from '../../form-errors.ts';
import { reauthenticate } from './admin-session.api.ts';
import { adminSessionTexts as t } from './admin-session-messages.ts';

interface ReauthDialogProps {
  /** The server's reason (how recent the password must be). */
  reason: string;
  /** true once the server has taken the password; false when the admin gives up. */
  onDone: (confirmed: boolean) => void;
  /** The session ended meanwhile (a 401). */
  onEnded: (error: ApiError) => void;
}

/** The password asked again before a grave action; the action goes on by itself once it is confirmed. */
export function ReauthDialog({ reason, onDone, onEnded }: ReauthDialogProps) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ summary?: string; field?: string }>({});
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Once the dialog is open (the modal opens it in its own effect, which runs first): the one field it asks for.
  useEffect(() => field.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password === '') {
      setFailure({ field: authMessages.requiredFields });
      return;
    }
    setPending(true);
    try {
      await reauthenticate(password);
      onDone(true);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        onEnded(error);
        return;
      }
      const { summary, fields } = formFailure(error, t.reauthFailed, fieldsOf(['password']));
      setFailure(fields.password ? { field: fields.password } : { summary });
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminModal open title={t.reauthTitle} onClose={() => onDone(false)}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-700">
          {reason} {t.reauthContinues}
        </p>
        {failure.summary && <ErrorMessage text={failure.summary} />}
        <Input
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          ref={field}
          value={password}
          error={failure.field}
          onChange={(e) => {
            setPassword(e.target.value);
            setFailure({});
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => onDone(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="secondary" pending={pending}>
            {t.confirm}
          </Button>
        </div>
      </form>
    </AdminModal>
  );
}
