import { PageTitle } from '../../components/page-title.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { passwordTexts as t } from '../../features/auth/password-texts.ts';

/** /forgot-password: asks for the reset e-mail. */
export function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={t.forgotTitle} description={t.forgotDescription}>
          <p className="text-base">{t.forgotIntro}</p>
        </PageTitle>
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
