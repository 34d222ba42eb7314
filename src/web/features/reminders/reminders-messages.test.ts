import { expect, test } from 'vitest';
import { REMINDER_DEFAULTS, type ReminderSettingsAnswer } from '../../../domain/reminders.schemas.ts';
import { remindersMessages, savedSummary } from './reminders-messages.ts';

const KEY = 'BExampleVapidPublicKey';
/** The server's answer after a save: push on the server, one browser subscribed, unless said otherwise. */
const saved = (over: Partial<ReminderSettingsAnswer>): ReminderSettingsAnswer => ({
  ...REMINDER_DEFAULTS,
  pushDevices: 1,
  vapidPublicKey: KEY,
  ...over,
});

test.each([
  [
    'the defaults: browser, both leads',
    saved({}),
    'Alegerile au fost salvate: îți amintim prin notificări în browser, cu 24 de ore și cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'both ways, 3 h only',
    saved({ email: true, before24h: false }),
    'Alegerile au fost salvate: îți amintim prin notificări în browser și e-mail, cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'e-mail, 24 h only',
    saved({ push: false, email: true, before3h: false, pushDevices: 0 }),
    'Alegerile au fost salvate: îți amintim prin e-mail, cu 24 de ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'both chosen, but the server sends no pushes (no VAPID key): e-mail only',
    saved({ email: true, vapidPublicKey: null, pushDevices: 0 }),
    'Alegerile au fost salvate: îți amintim prin e-mail, cu 24 de ore și cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'both chosen, but no browser allowed notifications: e-mail only',
    saved({ email: true, pushDevices: 0 }),
    'Alegerile au fost salvate: îți amintim prin e-mail, cu 24 de ore și cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'browser notifications only, and they cannot reach the player',
    saved({ vapidPublicKey: null, pushDevices: 0 }),
    'Alegerile au fost salvate, dar deocamdată nu primești mementouri: notificările în browser nu ajung la tine. Bifează „E-mail” ca să le primești pe e-mail.',
  ],
  ['no way chosen', saved({ push: false, email: false }), 'Alegerile au fost salvate: nu îți mai trimitem mementouri.'],
  [
    'no time chosen',
    saved({ email: true, before24h: false, before3h: false }),
    'Alegerile au fost salvate: nu îți mai trimitem mementouri.',
  ],
])('the confirmation for %s', (_, answer, expected) => {
  expect(savedSummary(answer)).toBe(expected);
});

test('the device count agrees with its number', () => {
  expect(remindersMessages.devices(1)).toBe('Notificările ajung pe 1 dispozitiv.');
  expect(remindersMessages.devices(3)).toBe('Notificările ajung pe 3 dispozitive.');
  expect(remindersMessages.devices(0)).toBe('Notificările ajung pe 0 dispozitive.');
});
