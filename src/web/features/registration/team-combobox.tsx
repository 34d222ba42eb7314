import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { TEAM_SEARCH_DEBOUNCE_MS } from '../../../domain/limits.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { type TeamOption, useTeamSearch } from './registration.api.ts';
import { registrationTexts } from './registration-texts.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface TeamComboboxProps {
  value: TeamOption | null;
  onChange: (team: TeamOption | null) => void;
  error?: string;
}

function Emblem({ team }: { team: TeamOption }) {
  return team.emblem?.url ? (
    <img src={team.emblem.url} alt="" width={32} height={32} className="size-8 shrink-0 object-contain" />
  ) : (
    <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-slate-200" />
  );
}

/** The favourite-team picker: an ARIA 1.2 combobox with a list of teams found by name. */
export function TeamCombobox({ value, onChange, error }: TeamComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(query, TEAM_SEARCH_DEBOUNCE_MS);
  const teams = useTeamSearch(search);
  const options = teams.data ?? [];
  const settled = search === query && !teams.isFetching;
  const showList = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function select(team: TeamOption) {
    onChange(team);
    setOpen(false);
    setActive(-1);
    setQuery('');
    // The input gives way to the chosen team: keep the focus in the field, on its clear button.
    requestAnimationFrame(() => clearButton.current?.focus());
  }

  function clear() {
    onChange(null);
    setOpen(false);
    // The input is back once the selection is gone.
    requestAnimationFrame(() => input.current?.focus());
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? (options.length > 0 ? 0 : -1) : i - 1));
        break;
      case 'Enter': {
        const team = open && active >= 0 ? options[active] : undefined;
        if (team) {
          e.preventDefault();
          select(team);
        }
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  const describedBy = [error ? errorId : null, warningId].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {registrationTexts.favTeam}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </label>
      {value ? (
        <div className="flex min-h-11 items-center gap-3 rounded-xl border border-brand bg-brand-light px-3 py-2">
          <Emblem team={value} />
          <span className="min-w-0 flex-1 truncate font-semibold text-ink">
            <span className="sr-only">{registrationTexts.selectedTeam}: </span>
            {value.name}
          </span>
          <button
            ref={clearButton}
            type="button"
            onClick={clear}
            aria-label={registrationTexts.clearTeam(value.name)}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3Z" />
            </svg>
          </button>
        </div>
      ) : (
        <div className="relative">
          <input
            ref={input}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required="true"
            placeholder={registrationTexts.teamSearchPlaceholder}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={
              'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm ' +
              'placeholder:text-slate-500 focus:border-brand ' +
              (error ? 'border-danger' : 'border-slate-400')
            }
          />
          <div
            id={listId}
            role="listbox"
            aria-label={registrationTexts.favTeam}
            hidden={!showList}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto overscroll-contain rounded-xl border border-slate-300 bg-white py-1 shadow-lg"
          >
            {options.map((team, i) => (
              // Options are reached with the arrow keys from the combobox (aria-activedescendant), never focused.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
              <div
                key={team.documentId}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                ref={(el) => {
                  if (el && i === active) el.scrollIntoView({ block: 'nearest' });
                }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => select(team)}
                onMouseMove={() => setActive(i)}
                className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 ${
                  i === active ? 'bg-brand text-white' : 'text-ink'
                }`}
              >
                <Emblem team={team} />
                <span className="truncate">{team.name}</span>
              </div>
            ))}
          </div>
          {open && settled && options.length === 0 && (
            <p
              role="status"
              className="absolute z-20 mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-3 text-muted shadow-lg"
            >
              {registrationTexts.noTeams}
            </p>
          )}
          <p role="status" className="sr-only">
            {showList && settled ? registrationTexts.teamsCount(options.length) : ''}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p id={warningId} className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {registrationMessages.favTeamFinal}
      </p>
    </div>
  );
}
