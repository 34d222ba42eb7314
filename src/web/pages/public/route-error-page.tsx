import { isRouteErrorResponse, useRouteError } from 'react-router';
import { commonMessages, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** What a route shows when it throws, or when its code cannot be downloaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorMessage text={commonMessages.genericError} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {webMessages.reload}
        </Button>
        <ButtonLink to={paths.home} variant="outline" reloadDocument>
          {commonMessages.backHome}
        </ButtonLink>
      </div>
    </div>
  );
}
