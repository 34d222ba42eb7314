import type { ReactNode } from 'react';

interface EmptyStateProps {
  text: string;
  children?: ReactNode;
}

export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 fill-none stroke-slate-400 stroke-[1.5]">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5z" />
      </svg>
      <p className="text-muted">{text}</p>
      {children}
    </div>
  );
}
