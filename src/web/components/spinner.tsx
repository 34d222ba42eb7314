import { contentMessages } from '../../domain/messages.ts';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A loading indicator, announced as 'Se încarcă...'. */
export function Spinner({ label = contentMessages.loading, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-emerald-200 border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-xl motion-reduce:animate-none bg-slate-200 ${className}`}
    />
  );
}
