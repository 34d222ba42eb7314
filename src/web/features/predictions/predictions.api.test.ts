import { expect, test } from 'vitest';
import { authMessages, gameMessages, predictMessages } from '../../../domain/messages.ts';
import { predictionWindowMessages } from '../../../domain/prediction-window.ts';
import { ApiError } from '../../api.ts';
import { saveFailure } from './predictions.api.ts';

test.each([
  [
    'the deadline',
    new ApiError(400, 'ValidationError', gameMessages.deadlinePassed),
    gameMessages.deadlinePassed,
    false,
  ],
  [
    'a match with a result',
    new ApiError(400, 'ApplicationError', predictionWindowMessages.hasResult),
    predictionWindowMessages.hasResult,
    false,
  ],
  [
    'a match outside the current round',
    new ApiError(400, 'ApplicationError', predictionWindowMessages.notCurrentRound),
    predictionWindowMessages.notCurrentRound,
    false,
  ],
  ['a duplicate', new ApiError(400, 'ValidationError', predictMessages.duplicate), predictMessages.duplicate, false],
  [
    'an unverified phone',
    new ApiError(403, 'ForbiddenError', authMessages.phoneNotVerified, { code: 'PHONE_NOT_VERIFIED' }),
    authMessages.phoneNotVerified,
    true,
  ],
  ['an unknown server message', new ApiError(400, 'ValidationError', 'Invalid body'), gameMessages.saveFailed, false],
  [
    'a server failure',
    new ApiError(500, 'InternalServerError', 'Internal Server Error'),
    gameMessages.saveFailed,
    false,
  ],
  ['not an API error', new TypeError('boom'), gameMessages.saveFailed, false],
])('%s', (_, error, message, phoneNotVerified) => {
  expect(saveFailure(error)).toEqual({ message, phoneNotVerified });
});
