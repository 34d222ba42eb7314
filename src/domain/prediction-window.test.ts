import { expect, test } from 'vitest';
import type { Match } from './match.schemas.ts';
import { gameMessages } from './messages.ts';
import {
  hasResult,
  isMatchOpen,
  matchFacts,
  type PredictionWindow,
  predictionWindow,
  predictionWindowMessages,
} from './prediction-window.ts';
import type { FinalResult } from './scoring.ts';

const kickoff = '2026-10-25T12:00:00.000Z';
const before = new Date('2026-10-25T09:00:00.000Z'); // three hours before kickoff: inside the window by time
const atDeadline = new Date('2026-10-25T10:00:00.000Z');
const none: FinalResult = { team1Goals: null, team2Goals: null, cards: null, corners: null };

test.each<[string, Partial<FinalResult>, boolean]>([
  ['nothing set', {}, false],
  ['both goals', { team1Goals: 2, team2Goals: 1 }, true],
  ['a 0-0 score (zero is a value)', { team1Goals: 0, team2Goals: 0 }, true],
  ['only the home goals', { team1Goals: 1 }, true],
  ['only the away goals', { team2Goals: 0 }, true],
  ['only the cards', { cards: 'X' }, true],
  ['only the corners', { corners: '2' }, true],
])('a match with %s has a result: %s', (_, result, expected) => {
  expect(hasResult({ ...none, ...result })).toBe(expected);
});

test.each<[string, { current: boolean; result: Partial<FinalResult>; now: Date }, PredictionWindow]>([
  ['current round, no result, before the deadline', { current: true, result: {}, now: before }, 'open'],
  ['current round, no result, at the deadline', { current: true, result: {}, now: atDeadline }, 'deadlinePassed'],
  [
    'a result before the deadline',
    { current: true, result: { team1Goals: 1, team2Goals: 0 }, now: before },
    'hasResult',
  ],
  ['only the cards before the deadline', { current: true, result: { cards: '1' }, now: before }, 'hasResult'],
  [
    'a result after the deadline',
    { current: true, result: { team1Goals: 1, team2Goals: 0 }, now: atDeadline },
    'hasResult',
  ],
  ['another round, no result, before the deadline', { current: false, result: {}, now: before }, 'notCurrentRound'],
  ['another round, no result, after the deadline', { current: false, result: {}, now: atDeadline }, 'notCurrentRound'],
  ['another round with a result', { current: false, result: { corners: 'X' }, now: before }, 'hasResult'],
])('%s: %s', (_, { current, result, now }, expected) => {
  const facts = { kickoff, roundIsCurrent: current, result: { ...none, ...result } };
  expect(predictionWindow(facts, now)).toBe(expected);
  expect(isMatchOpen(facts, now)).toBe(expected === 'open');
});

test('a kickoff moved weeks later does not reopen a match that has a result', () => {
  const facts = {
    kickoff: '2026-12-25T12:00:00.000Z',
    roundIsCurrent: true,
    result: { ...none, team1Goals: 3, team2Goals: 3 },
  };
  expect(predictionWindow(facts, before)).toBe('hasResult');
});

test('the API match reads as the facts of the rule ("" is an unknown outcome)', () => {
  const match = {
    date: kickoff,
    round: { id: 1, documentId: 'r', name: 'Etapa 1', current: true },
    team1_finalScore: null,
    team2_finalScore: null,
    final_cards: '',
    final_corners: '',
  } satisfies Pick<Match, 'date' | 'round' | 'team1_finalScore' | 'team2_finalScore' | 'final_cards' | 'final_corners'>;
  expect(matchFacts(match)).toEqual({ kickoff, roundIsCurrent: true, result: none });
  expect(predictionWindow(matchFacts(match), before)).toBe('open');
  expect(predictionWindow(matchFacts({ ...match, final_corners: '1' }), before)).toBe('hasResult');
  expect(predictionWindow(matchFacts({ ...match, round: { ...match.round, current: false } }), before)).toBe(
    'notCurrentRound',
  );
});

test('every closed state has its Romanian message; the deadline keeps the specification’s text', () => {
  expect(predictionWindowMessages.deadlinePassed).toBe(gameMessages.deadlinePassed);
  expect(predictionWindowMessages.hasResult).toBe('Meciul are deja un rezultat. Predicțiile s-au închis.');
  expect(predictionWindowMessages.notCurrentRound).toBe('Poți prezice doar meciurile etapei curente.');
  for (const text of Object.values(predictionWindowMessages)) expect(text).not.toMatch(/[şţŞŢ]/);
});
