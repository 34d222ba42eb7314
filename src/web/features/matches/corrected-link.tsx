import { Link } from 'react-router';
import { correctedMatchLink } from '../../../domain/correction-labels.ts';
import { paths } from '../../../domain/paths.ts';

interface CorrectedLinkProps {
  matchId: string;
  /** 'Gazde – Oaspeți', for the link's accessible name. */
  title: string;
  className?: string;
}

/** 'Rezultat corectat': a corrected match's link to its entries in the public log of corrections. */
export function CorrectedLink({ matchId, title, className = '' }: CorrectedLinkProps) {
  return (
    <p className={`text-center text-sm ${className}`}>
      <Link
        to={paths.matchCorrections(matchId)}
        aria-label={correctedMatchLink.label(title)}
        className="inline-flex min-h-6 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-950 underline-offset-2 ring-1 ring-amber-300 hover:underline"
      >
        <span aria-hidden="true">✎</span>
        {correctedMatchLink.text}
      </Link>
    </p>
  );
}
