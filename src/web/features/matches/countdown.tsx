import { gameMessages, predictMessages } from '../../../domain/messages.ts';
import { formatRemaining } from './remaining-time.ts';

interface CountdownProps {
  deadline: string;
  now: number;
}

/** The time left until predictions close, or 'Termen limită depășit' once they have. */
export function Countdown({ deadline, now }: CountdownProps) {
  const left = formatRemaining(new Date(deadline).getTime() - now);
  if (left === null) {
    return <p className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">{gameMessages.deadlinePassed}</p>;
  }
  return (
    <div className="rounded-xl bg-brand-light px-4 py-3 text-brand-darker">
      <p className="text-sm font-medium">{predictMessages.timeLeft}</p>
      {/* A timer is not read aloud on every tick (role timer is polite-off). */}
      <p role="timer" className="text-base font-bold tabular-nums sm:text-lg">
        {left}
      </p>
    </div>
  );
}
