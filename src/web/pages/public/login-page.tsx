import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { gdprMessages } from '../../../domain/gdpr.ts';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { returnPathOf, withReturn } from '../../../domain/return-path.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { accountTexts } from '../../features/auth/account-texts.ts';
import { login, loginErrorMessage } from '../../features/auth/auth.api.ts';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { keepLogin } from '../../features/auth/keep-login.ts';
import { noticeForNextPage } from '../../features/layout/route-notice.tsx';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to go after the login: ?redirect=/a/path of this site (never another origin), else the home page.
  const target = returnPathOf(params);
  const mutation = useMutation({
    mutationFn: login,
    // An account whose phone is not verified yet goes to the SMS screen instead (keepLogin).
    // A login during the deletion's grace cancelled it: the home page says so (RouteNotice).
    onSuccess: (answer) => {
      if (answer.deletionCancelled) noticeForNextPage(gdprMessages.deletionCancelled);
      navigate(keepLogin(answer, (!answer.deletionCancelled && target) || paths.home), { replace: true });
    },
  });

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle
          title={webMessages.loginTitle}
          description="Intră în contul tău Prezice ca să faci predicții la meciurile din Liga 1."
        />
        <CredentialsForm
          onSubmit={(values) => mutation.mutate(values)}
          pending={mutation.isPending}
          error={mutation.isError ? loginErrorMessage(mutation.error, authMessages.loginFailed) : null}
        />
        <p className="mt-4 text-center">
          <Link to={paths.forgotPassword} className={linkClass}>
            {accountTexts.forgotLink}
          </Link>
        </p>
        <p className="mt-4 text-center">
          <Link to={withReturn(paths.register, target)} className={linkClass}>
            {authMessages.noAccount}
          </Link>
        </p>
      </div>
    </div>
  );
}
