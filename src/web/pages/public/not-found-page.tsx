import { commonMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { ButtonLink } from '../../components/button.tsx';
import { usePageMeta } from '../../components/page-title.tsx';

export function NotFoundPage() {
  usePageMeta(commonMessages.notFoundTitle);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-emerald-600">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-darker">{commonMessages.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-muted">{commonMessages.notFoundText}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-8">
        {commonMessages.backHome}
      </ButtonLink>
    </div>
  );
}
