import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../domain/dates.ts';
import { paths } from '../../../domain/paths.ts';
import { failureText } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { clearUserSession } from '../../session.ts';
import { noticeForNextPage } from '../layout/route-notice.tsx';
import { requestOwnDeletion } from './your-data.api.ts';
import { yourDataMessages as t } from './your-data-messages.ts';

/**
 * "Șterge contul": the password and the word ȘTERGE, checked by the server. On success the player is logged out
 * and the home page tells them the date, and that logging in before it cancels the deletion.
 */
export function DeleteAccountForm() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: requestOwnDeletion,
    onSuccess: ({ deleteAfter }) => {
      noticeForNextPage(t.scheduled(formatDate(deleteAfter)));
      clearUserSession();
      queryClient.clear();
      navigate(paths.home, { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ password, confirmation });
  };

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t.deleteOpen}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Input
        label={t.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Input
        label={t.confirmLabel}
        hint={t.confirmHint}
        autoComplete="off"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      {mutation.isError && <ErrorMessage text={failureText(mutation.error)} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          {t.deleteSubmit}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
