import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { passwordTexts as t } from '../../features/auth/password-texts.ts';

/** /change-password: the logged-in player's new password (the route's loader requires a session). */
export function ChangePasswordPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <p className="mb-4">
        <Link
          to={paths.user}
          className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          <span aria-hidden="true">← </span>
          {t.backToProfile}
        </Link>
      </p>
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={t.changeTitle} description={t.changeDescription}>
          <p className="text-base">{t.changeIntro}</p>
        </PageTitle>
        <ChangePasswordForm />
      </div>
    </div>
  );
}
