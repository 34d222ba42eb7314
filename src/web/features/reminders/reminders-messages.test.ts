import { expect, test } from 'vitest';
import { REMINDER_DEFAULTS } from '../../../domain/reminders.schemas.ts';
import { remindersMessages, savedSummary } from './reminders-messages.ts';

test.each([
  [
    'the defaults: browser, both leads',
    REMINDER_DEFAULTS,
    'Alegerile au fost salvate: îți amintim prin notificări în browser, cu 24 de ore și cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'both ways, 3 h only',
    { push: true, email: true, before24h: false, before3h: true },
    'Alegerile au fost salvate: îți amintim prin notificări în browser și e-mail, cu 3 ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'e-mail, 24 h only',
    { push: false, email: true, before24h: true, before3h: false },
    'Alegerile au fost salvate: îți amintim prin e-mail, cu 24 de ore înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.',
  ],
  [
    'no way chosen',
    { push: false, email: false, before24h: true, before3h: true },
    'Alegerile au fost salvate: nu îți mai trimitem mementouri.',
  ],
  [
    'no time chosen',
    { push: true, email: true, before24h: false, before3h: false },
    'Alegerile au fost salvate: nu îți mai trimitem mementouri.',
  ],
])('the confirmation for %s', (_, settings, expected) => {
  expect(savedSummary(settings)).toBe(expected);
});

test('the device count agrees with its number', () => {
  expect(remindersMessages.devices(1)).toBe('Notificările ajung pe 1 dispozitiv.');
  expect(remindersMessages.devices(3)).toBe('Notificările ajung pe 3 dispozitive.');
  expect(remindersMessages.devices(0)).toBe('Notificările ajung pe 0 dispozitive.');
});
