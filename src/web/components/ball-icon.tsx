/** A football, drawn for the logo (no emoji: not every system has an emoji font). */
export function BallIcon({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 7.2l4.3 3.1-1.6 5H9.3l-1.6-5z" fill="currentColor" />
      <path
        d="M12 7.2V2.5M16.3 10.3l4.6-1.6M14.7 15.3l2.8 3.9M9.3 15.3l-2.8 3.9M7.7 10.3L3.1 8.7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
