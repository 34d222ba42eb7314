import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { returnPathOf, withReturn } from '../../../domain/return-path.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { registrationTexts } from '../../features/registration/registration-texts.ts';
import { RegistrationWizard } from '../../features/registration/registration-wizard.tsx';

export function RegisterPage() {
  const navigate = useNavigate();
  // A visitor sent here by a page (an invite) goes back to it once the phone is verified.
  const [params] = useSearchParams();
  const target = returnPathOf(params);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={registrationTexts.pageTitle} description={registrationTexts.pageDescription} />
        <RegistrationWizard onRegistered={() => navigate(withReturn(paths.verifyPhone, target), { replace: true })} />
        <p className="mt-6 text-center">
          <Link
            to={withReturn(paths.login, target)}
            className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
          >
            {registrationTexts.haveAccount}
          </Link>
        </p>
      </div>
    </div>
  );
}
