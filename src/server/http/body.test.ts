import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { relationWriteSchema } from '../../domain/relation.schemas.ts';
import { dataBody, toOneTarget } from './body.ts';

const doc = 'abcdefghijklmnopqrstuvwx';
const doc2 = 'bbcdefghijklmnopqrstuvwx';

describe('relation writes', () => {
  test.each([
    ['a documentId', doc, { set: [{ documentId: doc }] }],
    ['a numeric id', 5, { set: [{ id: 5 }] }],
    ['a numeric string', '7', { set: [{ id: 7 }] }],
    ['{documentId}', { documentId: doc }, { set: [{ documentId: doc }] }],
    ['{id}', { id: 3 }, { set: [{ id: 3 }] }],
    ['a list (set)', [doc, 4], { set: [{ documentId: doc }, { id: 4 }] }],
    ['{set}', { set: [doc2] }, { set: [{ documentId: doc2 }] }],
    ['{connect}', { connect: [doc] }, { connect: [{ documentId: doc }], disconnect: [] }],
    [
      '{connect, disconnect}',
      { connect: [{ documentId: doc, position: { end: true } }], disconnect: [doc2] },
      { connect: [{ documentId: doc }], disconnect: [{ documentId: doc2 }] },
    ],
    ['null clears', null, { set: [] }],
    ['[] clears', [], { set: [] }],
  ])('%s', (_, input, expected) => {
    expect(relationWriteSchema.parse(input)).toEqual(expected);
  });

  test.each([
    ['SQL in a documentId', "x' or 1=1 --"],
    ['an object with unknown keys', { connect: [doc], hack: true }],
    ['a negative id', -1],
    ['a nested object', { documentId: { $ne: null } }],
  ])('%s is refused', (_, input) => {
    expect(relationWriteSchema.safeParse(input).success).toBe(false);
  });

  test('a to-one relation takes the last one', () => {
    expect(toOneTarget(relationWriteSchema.parse({ connect: [doc, doc2] }))).toEqual({ documentId: doc2 });
    expect(toOneTarget(relationWriteSchema.parse(null))).toBeNull();
    expect(toOneTarget(relationWriteSchema.parse({ disconnect: [doc] }))).toBeNull();
  });
});

describe('{data} bodies', () => {
  const schema = dataBody({ name: z.string().min(1), round: relationWriteSchema.optional() }, ['points']);

  test('accepts the listed keys and drops the ignored ones', () => {
    expect(schema.parse({ data: { name: 'x', points: 40 } })).toEqual({ data: { name: 'x' } });
  });

  test('an unknown key is "Invalid key <key>"', () => {
    const result = schema.safeParse({ data: { name: 'x', role: 4 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Invalid key role');
  });

  test("a missing data object is Strapi's message", () => {
    for (const body of [{}, { data: 'x' }, { name: 'x' }]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Missing "data" payload in the request body');
    }
  });
});
