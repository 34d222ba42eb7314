import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** One thing a row's menu offers. */
export interface MenuAction {
  key: string;
  label: string;
  onSelect: () => void;
  /** A delete: red, and kept last. */
  danger?: boolean;
}

interface ActionsMenuProps {
  /** The button's visible words ('Acțiuni'). */
  label: string;
  /** Said after the words to a screen reader, so that each row's button has a name of its own (the username). */
  of: string;
  actions: readonly MenuAction[];
}

/**
 * A button that opens a menu of a row's actions, as the menu-button pattern of WAI-ARIA has it: the button says it
 * has a menu and whether it is open; Enter, Space or ↓ open it on the first item, ↑ on the last; ↑ ↓ Home End move
 * between the items; Enter or a click runs one; Escape, Tab, a click elsewhere or the focus leaving close it. The focus
 * goes back to the button when the menu closes from inside (so a modal an item opens returns it there too).
 */
export function ActionsMenu({ label, of, actions }: ActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A click elsewhere, or the focus going elsewhere, closes it.
  useEffect(() => {
    const box = root.current;
    if (!open || !box) return;
    const pointer = (e: PointerEvent) => {
      if (!box.contains(e.target as Node)) setOpen(false);
    };
    // Only a focus that lands outside: a click on an item in a browser that does not focus buttons (Safari) leaves
    // no target, and must reach the item.
    const focus = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !box.contains(e.relatedTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', pointer);
    box.addEventListener('focusout', focus);
    return () => {
      document.removeEventListener('pointerdown', pointer);
      box.removeEventListener('focusout', focus);
    };
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const last = actions.length - 1;

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 0 : last);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border-2 border-brand bg-white px-3 text-sm font-semibold text-brand hover:bg-brand-light"
      >
        {label}
        <span className="sr-only"> {of}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 fill-current ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-20 mt-1 min-w-48 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {actions.map((action, i) => (
            <button
              key={action.key}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={i === focusIndex ? 0 : -1}
              onClick={() => {
                close(true);
                action.onSelect();
              }}
              onFocus={() => setFocusIndex(i)}
              className={`block min-h-11 w-full px-4 py-2 text-left font-semibold whitespace-nowrap hover:bg-brand-light focus:bg-brand-light focus-visible:-outline-offset-3 ${action.danger ? 'text-danger' : 'text-ink'}`}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
