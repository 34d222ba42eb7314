import { expect, test } from 'vitest';
import { leaguesMessages as t } from './leagues-messages.ts';

// The league page's activity line and form hint read as Romanian whatever the counts.

test.each([
  [7, 12, '7 din 12 membri au făcut predicții pentru Etapa 14.'],
  [1, 12, '1 din 12 membri a făcut predicții pentru Etapa 14.'],
  [19, 25, '19 din 25 de membri au făcut predicții pentru Etapa 14.'],
  [0, 12, 'Niciun membru nu a făcut încă predicții pentru Etapa 14.'],
  [12, 12, 'Toți cei 12 membri au făcut predicții pentru Etapa 14.'],
  [20, 20, 'Toți cei 20 de membri au făcut predicții pentru Etapa 14.'],
  [2, 2, 'Toți cei 2 membri au făcut predicții pentru Etapa 14.'],
  [1, 1, 'Singurul membru a făcut predicții pentru Etapa 14.'],
  [0, 1, 'Singurul membru nu a făcut încă predicții pentru Etapa 14.'],
  [1200, 10_000, '1.200 din 10.000 de membri au făcut predicții pentru Etapa 14.'],
])('%i of %i members', (predicted, members, text) => {
  expect(t.activity(predicted, members, 'Etapa 14')).toBe(text);
});

test('the form hint counts the rounds', () => {
  expect(t.formHint(1)).toBe('Forma: punctele din ultima etapă, cea mai recentă la dreapta.');
  expect(t.formHint(5)).toBe('Forma: punctele din ultimele 5 etape, cea mai recentă la dreapta.');
  expect(t.formRound('Etapa 3', 40)).toBe('Etapa 3: 40 de puncte');
});
