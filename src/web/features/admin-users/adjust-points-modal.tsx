import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADJUSTMENT_REASON_MAX_LENGTH, ADJUSTMENT_REASON_MIN_LENGTH } from '../../../domain/limits.ts';
import { formatNumber } from '../../../domain/numerals.ts';
import { AdminModal } from '../../components/admin/admin-modal.tsx';
import { FormActions } from '../../components/admin/form-actions.tsx';
import { useFormFailure, useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf } from '../../form-errors.ts';
import { type AdminUser, adjustPoints, usersKey } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

const adjustFields = fieldsOf(['points', 'reason']);

const adjustmentSchema = z.object({
  points: z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,6}$/, t.adjustPointsError)
    .transform(Number)
    .refine((n) => n !== 0, t.adjustPointsError),
  reason: z
    .string()
    .trim()
    .min(ADJUSTMENT_REASON_MIN_LENGTH, t.adjustReasonError)
    .max(ADJUSTMENT_REASON_MAX_LENGTH, t.adjustReasonError),
});
type AdjustmentInput = z.input<typeof adjustmentSchema>;
type AdjustmentOutput = z.output<typeof adjustmentSchema>;

interface AdjustPointsModalProps {
  user: AdminUser | null;
  onClose: () => void;
}

/** 'Ajustare puncte': signed points with a reason; after saving it shows the new totals. */
export function AdjustPointsModal({ user, onClose }: AdjustPointsModalProps) {
  return (
    <AdminModal open={user !== null} title={user ? t.adjustTitle(user.username) : ''} onClose={onClose}>
      {user && <AdjustPointsForm key={user.id} user={user} onClose={onClose} />}
    </AdminModal>
  );
}

function AdjustPointsForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdjustmentInput, unknown, AdjustmentOutput>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: { points: '', reason: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: AdjustmentOutput) => adjustPoints(user.id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
  const failure = useFormFailure(mutation.error, t.adjustFailed, adjustFields);
  useServerFieldErrors(failure, setError);

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
          {t.adjustDone}
        </p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-muted">{t.newTotal}</dt>
            <dd className="text-2xl font-black text-brand-darker" data-testid="adjust-new-total">
              {formatNumber(mutation.data.points)}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-muted">{t.newRound}</dt>
            <dd className="text-2xl font-black text-brand-darker" data-testid="adjust-new-round">
              {formatNumber(mutation.data.currentPoints)}
            </dd>
          </div>
        </dl>
        <div className="flex justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit((v) => mutation.mutate(v))} noValidate className="space-y-5">
      <p className="text-slate-700">{t.currentTotals(user.points ?? 0, user.currentPoints ?? 0)}</p>
      {failure && <ErrorMessage text={failure.summary} />}
      <Input
        label={t.adjustPoints}
        required
        type="number"
        step={1}
        autoComplete="off"
        placeholder="-20"
        hint={t.adjustPointsHint}
        error={errors.points?.message}
        {...register('points')}
      />
      <Input
        label={t.adjustReason}
        required
        autoComplete="off"
        hint={t.adjustReasonHint}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormActions pending={mutation.isPending} onCancel={onClose} layout="stacked" />
    </form>
  );
}
