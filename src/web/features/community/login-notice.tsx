import { Link, useLocation } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { communityPageMessages as t } from './community-messages.ts';

const box = 'mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950';
const link = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-brand';

/** A refusal a visitor meets: the spec's message and a link to /login, which leads back to this page. */
export function LoginNotice({ text }: { text: string }) {
  const location = useLocation();
  return (
    <div role="alert" className={box}>
      <p className="font-medium">{text}</p>
      <Link to={loginReturningTo(location)} className={link}>
        {t.login}
      </Link>
    </div>
  );
}

/** An unverified account's refusal (403 PHONE_NOT_VERIFIED): the server's message and a link to /verify-phone. */
export function VerifyPhoneNotice({ text }: { text: string }) {
  return (
    <div role="alert" className={box}>
      <p className="font-medium">{text}</p>
      <Link to={paths.verifyPhone} className={link}>
        {t.verifyPhone}
      </Link>
    </div>
  );
}
