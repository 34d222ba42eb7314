import { Button } from '../button.tsx';

const formActionTexts = { save: 'Salvează', cancel: 'Anulează', remove: 'Elimină' } as const;

const layouts = {
  /** Side by side at the right, wrapping on a narrow screen. */
  row: 'flex flex-wrap justify-end gap-3',
  /** Stacked on a phone (Salvează on top), side by side from sm up. */
  stacked: 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
} as const;

interface FormActionsProps {
  pending: boolean;
  onCancel: () => void;
  layout?: keyof typeof layouts;
  className?: string;
}

/** The footer of every back-office form: Anulează, then Salvează (the submit, spinning while pending). */
export function FormActions({ pending, onCancel, layout = 'row', className }: FormActionsProps) {
  return (
    <div className={className ? `${layouts[layout]} ${className}` : layouts[layout]}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {formActionTexts.cancel}
      </Button>
      <Button type="submit" variant="secondary" pending={pending}>
        {formActionTexts.save}
      </Button>
    </div>
  );
}

/** Elimină: takes one row (a pick, a winner) out of a form's list; its label names the row. */
export function RemoveRowButton({
  label,
  className,
  onClick,
}: {
  label: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <Button type="button" variant="ghost" size="sm" className={className} aria-label={label} onClick={onClick}>
      {formActionTexts.remove}
    </Button>
  );
}
