import { type ReactNode, useId } from 'react';

/** The white card of a back-office screen (also for a card's own markup, e.g. a table's frame). */
export const adminCardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** One section of a back-office screen: a card named by its heading, with an optional line under it. */
export function AdminCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={adminCardClass}>
      <h2 id={id} className="text-lg font-bold text-brand-dark">
        {title}
      </h2>
      {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
