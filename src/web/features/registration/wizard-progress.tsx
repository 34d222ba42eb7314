import { registrationTexts } from './registration-texts.ts';

interface WizardProgressProps {
  current: number;
}

/** The three steps, the current one marked with aria-current="step". */
export function WizardProgress({ current }: WizardProgressProps) {
  const steps = registrationTexts.steps;
  return (
    <nav aria-label={registrationTexts.progressLabel} className="mb-6">
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((label, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-9 items-center justify-center rounded-full text-sm font-bold ring-2 ${
                  state === 'todo'
                    ? 'bg-white text-slate-600 ring-slate-300'
                    : state === 'current'
                      ? 'bg-brand text-white ring-brand'
                      : 'bg-brand-light text-brand ring-brand'
                }`}
              >
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${state === 'current' ? 'font-bold text-brand-darker' : 'text-muted'}`}
              >
                <span className="sr-only">{registrationTexts.stepOf(i + 1, steps.length)}: </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
