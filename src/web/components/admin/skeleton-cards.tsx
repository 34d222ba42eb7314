/** Placeholders while a list loads: 6 cards for teams, 3 for the other screens. */
export function SkeletonCards({ count = 3, grid }: { count?: number; grid?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Se încarcă..."
      className={grid ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
