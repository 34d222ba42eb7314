import type { ReactNode } from 'react';

interface ErrorMessageProps {
  text: string;
  children?: ReactNode;
  className?: string;
}

/** A failure, announced to screen readers, with a warning icon. */
export function ErrorMessage({ text, children, className = '' }: ErrorMessageProps) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 fill-current">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5a1.25 1.25 0 0 1 1.25 1.25v4.5a1.25 1.25 0 0 1-2.5 0v-4.5A1.25 1.25 0 0 1 12 7Zm0 10.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
      </svg>
      <div>
        <p className="font-medium">{text}</p>
        {children}
      </div>
    </div>
  );
}
