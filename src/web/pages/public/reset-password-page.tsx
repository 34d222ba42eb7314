import { useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { passwordTexts as t } from '../../features/auth/password-texts.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

/** /reset-password?code=…: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={t.resetTitle} description={t.resetDescription}>
          {code && <p className="text-base">{t.resetIntro}</p>}
        </PageTitle>
        {code ? (
          <ResetPasswordForm code={code} />
        ) : (
          <ErrorMessage text={t.resetMissingCode}>
            <ButtonLink to={paths.forgotPassword} variant="outline" size="sm" className="mt-3">
              {t.requestNewLink}
            </ButtonLink>
          </ErrorMessage>
        )}
      </div>
    </div>
  );
}
