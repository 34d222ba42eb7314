import type { ReminderSettingsAnswer } from './reminders.schemas.ts';

// What a player's reminder settings will actually do, as the reminder job decides it: what the confirmation of a
// save may promise, no more.

export interface ReminderReach {
  /** Browser notifications will be sent. */
  push: boolean;
  /** E-mails will be sent. */
  email: boolean;
}

/**
 * Browser notifications go out only when the server can send them (it has a VAPID key), the player wants them and at
 * least one browser of theirs is subscribed (it allowed them); e-mail when the player chose it. Neither without a
 * time before the deadline.
 */
export function reminderReach(a: ReminderSettingsAnswer): ReminderReach {
  const when = a.before24h || a.before3h;
  return {
    push: when && a.push && a.vapidPublicKey !== null && a.pushDevices > 0,
    email: when && a.email,
  };
}
