import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';

/** A username linking to the public profile /user/{documentId}. */
export function AuthorLink({ documentId, username }: { documentId: string; username: string }) {
  return (
    <Link
      to={paths.publicProfile(documentId)}
      className="font-semibold break-all text-brand-dark underline-offset-2 hover:underline"
    >
      {username}
    </Link>
  );
}
