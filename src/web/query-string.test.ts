import { parse } from 'qs';
import { describe, expect, test } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  test.each([
    ['nothing', undefined, ''],
    ['flat values', { page: 2, pageSize: 10, sortBy: 'currentPoints' }, 'page=2&pageSize=10&sortBy=currentPoints'],
    ['nested filters', { filters: { round: { current: { $eq: true } } } }, 'filters[round][current][$eq]=true'],
    ['arrays by index', { sort: ['date:asc', 'id:desc'] }, 'sort[0]=date:asc&sort[1]=id:desc'],
    ['pagination', { pagination: { page: 1, pageSize: 100 } }, 'pagination[page]=1&pagination[pageSize]=100'],
    ['undefined skipped', { a: undefined, b: 'x' }, 'b=x'],
    ['null is empty', { a: null }, 'a='],
    ['encoding', { filters: { name: { $containsi: 'Ș&t ü' } } }, 'filters[name][$containsi]=%C8%98%26t%20%C3%BC'],
    ['dates', { d: new Date('2026-05-01T10:00:00Z') }, 'd=2026-05-01T10:00:00.000Z'],
  ])('%s', (_, params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });

  test('qs reads back what it writes', () => {
    const params = {
      filters: { round: { current: { $eq: 'true' } }, documentId: { $in: ['a', 'b'] } },
      populate: { team1: { populate: ['emblem'] }, round: { fields: ['name'] } },
      sort: 'date:asc',
    };
    expect(parse(toQueryString(params))).toEqual(params);
  });
});
