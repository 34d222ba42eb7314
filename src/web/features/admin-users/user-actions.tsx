import { type ReactNode, useState } from 'react';
import { ActionsMenu, type MenuAction } from '../../components/admin/actions-menu.tsx';
import { type AdminUser, isAdmin } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

export interface UserActionHandlers {
  onEdit: (user: AdminUser) => void;
  onAdjust: (user: AdminUser) => void;
  /** 'Date GDPR': the player's data export and deletion. */
  onData: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

interface UserAction extends MenuAction {
  icon: ReactNode;
}

const stroke = 'size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]';

const icons = {
  edit: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={stroke}>
      <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-4-4L4 16v4Z" />
      <path d="m14 6 4 4" />
    </svg>
  ),
  adjust: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={stroke}>
      <path d="M12 4v9M7.5 8.5h9M7.5 19h9" />
    </svg>
  ),
  data: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={stroke}>
      <path d="M12 3 5 6v5c0 4.4 2.9 8 7 10 4.1-2 7-5.6 7-10V6l-7-3Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  ),
  delete: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={stroke}>
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  ),
};

/** An account's actions in their order; an admin has no delete (the server refuses it: the role goes first). */
function userActions(user: AdminUser, h: UserActionHandlers): UserAction[] {
  const actions: UserAction[] = [
    { key: 'edit', label: t.edit, icon: icons.edit, onSelect: () => h.onEdit(user) },
    { key: 'adjust', label: t.adjust, icon: icons.adjust, onSelect: () => h.onAdjust(user) },
    { key: 'data', label: t.data, icon: icons.data, onSelect: () => h.onData(user) },
  ];
  if (!isAdmin(user)) {
    actions.push({
      key: 'delete',
      label: t.delete,
      icon: icons.delete,
      onSelect: () => h.onDelete(user),
      danger: true,
    });
  }
  return actions;
}

/**
 * One action as an icon, named for a screen reader ('Editează ana') and with its words shown above it while it is
 * hovered or focused; Escape hides the words, and the pointer may move onto them (they belong to the wrapper, not
 * the button, so they click nothing).
 */
function IconAction({ action, user }: { action: UserAction; user: AdminUser }) {
  const [hidden, setHidden] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer leaving the icon and its words lets them show again
    <span className="group/tip relative inline-flex" onMouseLeave={() => setHidden(false)}>
      <button
        type="button"
        aria-label={`${action.label} ${user.username}`}
        onClick={action.onSelect}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setHidden(true);
        }}
        onBlur={() => setHidden(false)}
        className={`grid size-8 place-items-center rounded-lg ring-1 ${
          action.danger ? 'text-danger ring-red-300 hover:bg-red-50' : 'text-brand ring-slate-300 hover:bg-brand-light'
        }`}
      >
        {action.icon}
      </button>
      <span
        aria-hidden="true"
        className={`absolute right-0 bottom-full z-20 hidden pb-1 group-focus-within/tip:block group-hover/tip:block ${hidden ? 'invisible' : ''}`}
      >
        <span className="block rounded-md bg-slate-900 px-2 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {action.label}
        </span>
      </span>
    </span>
  );
}

/** The table's actions: all of them in one row of icons. */
export function UserActionRow({ user, ...handlers }: UserActionHandlers & { user: AdminUser }) {
  return (
    <div className="flex items-center gap-1">
      {userActions(user, handlers).map((action) => (
        <IconAction key={action.key} action={action} user={user} />
      ))}
    </div>
  );
}

/** A card's actions: one 'Acțiuni' button and its menu. */
export function UserActionsMenu({ user, ...handlers }: UserActionHandlers & { user: AdminUser }) {
  return <ActionsMenu label={t.colActions} of={user.username} actions={userActions(user, handlers)} />;
}
