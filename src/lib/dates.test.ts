import { afterEach, describe, expect, it } from 'vitest'

import { notNumbers } from '@tests/property'

import { DEFAULT_OFFSET_MINUTES, formatDate, toEpochMs } from './dates'

// 1700000000 s = 2023-11-14T22:13:20Z = 2023-11-15 01:13:20 in Dar es Salaam.
const EPOCH_S = 1700000000
const EPOCH_MS = 1700000000000

describe('formatDate', () => {
  it('defaults to UTC+3', () => {
    expect(DEFAULT_OFFSET_MINUTES).toBe(180)
  })

  it.each<[number | string | Date, string]>([
    [EPOCH_S, '2023-11-15 01:13:20'],
    [EPOCH_MS, '2023-11-15 01:13:20'],
    [EPOCH_MS + 999, '2023-11-15 01:13:20'],
    [EPOCH_S + 0.9, '2023-11-15 01:13:20'],
    [String(EPOCH_S), '2023-11-15 01:13:20'],
    [String(EPOCH_MS), '2023-11-15 01:13:20'],
    [` ${EPOCH_S} `, '2023-11-15 01:13:20'],
    [new Date(EPOCH_MS), '2023-11-15 01:13:20'],
    ['2023-11-14T22:13:20Z', '2023-11-15 01:13:20'],
    ['2023-11-14T22:13:20.000Z', '2023-11-15 01:13:20'],
    ['2023-11-15T01:13:20+03:00', '2023-11-15 01:13:20'],
    ['Tue, 14 Nov 2023 22:13:20 GMT', '2023-11-15 01:13:20'],
    [0, '1970-01-01 03:00:00'],
    ['0', '1970-01-01 03:00:00'],
    [-3600, '1970-01-01 02:00:00'],
    [1e12, '2001-09-09 04:46:40'],
    [1e12 - 1, ''],
    [253402289999, '9999-12-31 23:59:59'],
    [253402290000, ''],
  ])('%j -> %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })

  it('reads zone-less date-time strings as Dar es Salaam wall-clock time', () => {
    expect(formatDate('2024-01-02 10:20:30')).toBe('2024-01-02 10:20:30')
    expect(formatDate('2024-01-02T10:20:30')).toBe('2024-01-02 10:20:30')
    expect(formatDate('2024-01-02 10:20')).toBe('2024-01-02 10:20:00')
    expect(formatDate('2024-01-02 10:20:30.999')).toBe('2024-01-02 10:20:30')
    expect(formatDate('2024-01-02')).toBe('2024-01-02 00:00:00')
    expect(formatDate('2024-02-29 23:59:59')).toBe('2024-02-29 23:59:59')
    expect(formatDate('0050-06-01')).toBe('0050-06-01 00:00:00')
  })

  it('converts zone-less strings to a different offset via UTC+3', () => {
    expect(formatDate('2024-01-02 10:20:30', { offsetMinutes: 0 })).toBe('2024-01-02 10:20:30')
    expect(toEpochMs('2024-01-02 03:00:00')).toBe(Date.UTC(2024, 0, 2, 0, 0, 0))
  })

  it.each<[string]>([
    ['2023-02-29 10:00:00'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-31'],
    ['2024-01-01 24:00:00'],
    ['2024-01-01 23:60:00'],
    ['2024-01-01 23:59:60'],
  ])('rejects the impossible wall-clock time %j', (input) => {
    expect(formatDate(input)).toBe('')
  })

  it('formats date only', () => {
    expect(formatDate(EPOCH_S, { dateOnly: true })).toBe('2023-11-15')
    expect(formatDate('2024-01-02 10:20:30', { dateOnly: true })).toBe('2024-01-02')
    expect(formatDate(EPOCH_S, { dateOnly: false })).toBe('2023-11-15 01:13:20')
  })

  it('rolls the date over at local midnight, not UTC midnight', () => {
    // 21:00Z is already the next day in UTC+3.
    expect(formatDate('2024-03-31T20:59:59Z', { dateOnly: true })).toBe('2024-03-31')
    expect(formatDate('2024-03-31T21:00:00Z', { dateOnly: true })).toBe('2024-04-01')
  })

  it('honours a custom fixed offset', () => {
    expect(formatDate(EPOCH_S, { offsetMinutes: 0 })).toBe('2023-11-14 22:13:20')
    expect(formatDate(EPOCH_S, { offsetMinutes: 330 })).toBe('2023-11-15 03:43:20')
    expect(formatDate(EPOCH_S, { offsetMinutes: -300 })).toBe('2023-11-14 17:13:20')
  })

  it.each<[unknown]>([...notNumbers, ['Invalid Date'], [new Date('nope')], [null], [undefined], [{}], [true], [8.64e15 + 1]])(
    'returns an empty string for %j',
    (input) => {
      expect(formatDate(input as number)).toBe('')
    },
  )

  it('returns an empty string for a non-finite offset', () => {
    expect(formatDate(EPOCH_S, { offsetMinutes: NaN })).toBe('')
  })

  describe('under a different machine time zone', () => {
    const original = process.env.TZ
    afterEach(() => {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    })

    it('gives the same result whatever TZ is set', () => {
      for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz
        expect(formatDate(EPOCH_S)).toBe('2023-11-15 01:13:20')
        expect(formatDate('2024-01-02 10:20:30')).toBe('2024-01-02 10:20:30')
        expect(formatDate('2024-01-02', { dateOnly: true })).toBe('2024-01-02')
      }
    })

    it('really does change the machine zone (guards the test above)', () => {
      process.env.TZ = 'Asia/Tokyo'
      expect(new Date(0).getHours()).toBe(9)
    })
  })
})

describe('toEpochMs', () => {
  it.each<[unknown, number | null]>([
    [EPOCH_S, EPOCH_MS],
    [EPOCH_MS, EPOCH_MS],
    [String(EPOCH_S), EPOCH_MS],
    [new Date(EPOCH_MS), EPOCH_MS],
    ['2023-11-14T22:13:20Z', EPOCH_MS],
    ['', null],
    ['soon', null],
    [NaN, null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(toEpochMs(input)).toBe(expected)
  })
})
