import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/spinner.tsx';
import type { FormSource } from './form-section.tsx';

// The profile's "Forma în timp", loaded beside the page, not in its first bytes (the profile is near the public
// pages' 130 KB budget): its chart, table, request and texts all come with it.

const FormSection = lazy(() => import('./form-section.tsx').then((m) => ({ default: m.FormSection })));

export function FormSlot({ source }: { source: FormSource }) {
  return (
    <Suspense fallback={<Skeleton className="h-80 rounded-3xl" />}>
      <FormSection source={source} />
    </Suspense>
  );
}
