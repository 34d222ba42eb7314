import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { ExportPanel } from './export-panel.tsx';
import { yourDataMessages as t } from './your-data-messages.ts';

/** The own profile's "Datele tale": the export of everything kept, and the account's deletion. */
export function YourDataSection() {
  return (
    <section
      aria-labelledby="your-data-title"
      className="space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="your-data-title" className="text-lg font-bold text-brand-dark">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t.intro}{' '}
          <Link to={paths.privacy} className="font-semibold text-emerald-800 underline underline-offset-2">
            {t.privacyLink}
          </Link>
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{t.exportTitle}</h3>
        <p className="text-sm text-muted">{t.exportIntro}</p>
        <ExportPanel />
      </div>
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-danger">{t.deleteTitle}</h3>
        <p className="text-sm text-muted">{t.deleteIntro}</p>
        <p className="text-sm text-muted">{t.deleteKept}</p>
        <DeleteAccountForm />
      </div>
    </section>
  );
}
