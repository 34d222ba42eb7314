import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { League } from '../../../domain/league.schemas.ts';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { formFailure } from '../../form-errors.ts';
import { ConfirmDialog } from './league-confirm.tsx';
import { LeagueMembers } from './league-members.tsx';
import { useLeaveOrDelete } from './league-owner.api.ts';
import { LeagueCode, LeagueEmblemForm, LeagueNameForm } from './league-settings.tsx';
import { leagueToolsMessages as t } from './league-tools-messages.ts';

// What a member does to a league beyond reading it: the owner's tools, and leaving. The league page loads this
// file lazily (React.lazy), so none of it weighs on the page's first download.

/** Where /leagues reads the notice of a league just left or deleted (router state). */
export interface LeaguesNotice {
  notice: string;
}

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** Leaving or deleting, after a confirmation; then /leagues says what happened. */
function GoneButton({ league, how }: { league: League; how: 'leave' | 'delete' }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const done = how === 'leave' ? t.left(league.name) : t.deleted(league.name);
  const gone = useLeaveOrDelete(league.documentId, how, () =>
    navigate(paths.leagues, { state: { notice: done } satisfies LeaguesNotice }),
  );
  const leave = how === 'leave';
  const label = leave ? t.leave : t.deleteLeague;
  return (
    <>
      <Button variant={leave ? 'outline' : 'danger'} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        title={asking ? (leave ? t.leaveConfirmTitle : t.deleteConfirmTitle) : null}
        message={leave ? (league.isOwner ? t.leaveConfirmOwner : t.leaveConfirm) : t.deleteConfirm(league.name)}
        confirmLabel={label}
        pending={gone.isPending}
        error={gone.isError ? formFailure(gone.error, leave ? t.leaveFailed : t.deleteFailed).summary : null}
        onCancel={() => {
          setAsking(false);
          gone.reset();
        }}
        onConfirm={() => gone.mutate()}
      />
    </>
  );
}

function OwnerTools({ league, onDone }: { league: League; onDone: (notice: string) => void }) {
  return (
    <section aria-labelledby="league-manage" className={`${card} space-y-8`}>
      <h2 id="league-manage" className="text-xl font-bold text-ink">
        {t.manageTitle}
      </h2>
      <LeagueNameForm league={league} />
      <LeagueEmblemForm league={league} />
      <LeagueCode league={league} onDone={onDone} />
      <LeagueMembers league={league} onDone={onDone} />
      <div className="border-t border-slate-200 pt-6">
        <GoneButton league={league} how="delete" />
      </div>
    </section>
  );
}

/** For members: the owner's tools (to the owner only) and "Părăsește liga"; what an action did, announced. */
export function LeagueManage({ league }: { league: League }) {
  const [notice, setNotice] = useState('');
  return (
    <div className="space-y-6">
      <p role="status" className={notice ? 'rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900' : 'sr-only'}>
        {notice}
      </p>
      {league.isOwner && <OwnerTools league={league} onDone={setNotice} />}
      <div>
        <GoneButton league={league} how="leave" />
      </div>
    </div>
  );
}
