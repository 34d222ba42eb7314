import { expect, test } from 'vitest';
import { currentRoundChange } from './current-round-change.ts';

const round = (name: string, current: boolean) => ({ documentId: name.toLowerCase().replace(' ', '-'), name, current });
const e16 = round('Etapa 16', true);
const e17 = round('Etapa 17', false);
const rounds = [e17, e16];

test.each([
  ['another round made current', rounds, e17, 'Etapa 17', true, { kind: 'switch', from: 'Etapa 16', to: 'Etapa 17' }],
  ['a new round made current', rounds, null, 'Etapa 18', true, { kind: 'switch', from: 'Etapa 16', to: 'Etapa 18' }],
  [
    'the new name is the one named',
    rounds,
    e17,
    'Etapa 17 (amânată)',
    true,
    { kind: 'switch', from: 'Etapa 16', to: 'Etapa 17 (amânată)' },
  ],
  ['the current round unchecked', rounds, e16, 'Etapa 16', false, { kind: 'clear', name: 'Etapa 16' }],
  ['the current round saved as current', rounds, e16, 'Etapa 16', true, null],
  ['another round saved as not current', rounds, e17, 'Etapa 17', false, null],
  ['a round made current when none is', [e17, round('Etapa 16', false)], e17, 'Etapa 17', true, null],
] as const)('%s', (_, list, editing, name, current, expected) => {
  expect(currentRoundChange(list, editing, { name, current })).toEqual(expected);
});
