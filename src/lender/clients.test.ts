import { describe, expect, it } from 'vitest'

import { clientHeaders } from './clients'

describe('the JSON and form clients', () => {
  it('add building/gather (JSON) and swift/eyes (form) from the values the shell passed, with the XMLHttpRequest marker', () => {
    expect(clientHeaders('json', { building: 'B', gather: 'G' })).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json;charset=UTF-8',
      building: 'B',
      gather: 'G',
    })
    expect(clientHeaders('form', { swift: 'S' })).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      swift: 'S',
      eyes: '',
    })
    expect(clientHeaders('default', { swift: 'S' })).toEqual({})
  })
})
