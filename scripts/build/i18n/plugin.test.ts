import { describe, expect, it } from 'vitest'

import { splitCatalogues } from './plugin'

describe('one language on the start (the client build splits each catalogue)', () => {
  it("moves each defineMessages call's Swahili object into a module of its own, loaded by a function", () => {
    const code = [
      "import { defineMessages } from '@src/i18n/index'",
      "export const a = defineMessages({ hi: 'Hello', n: `{n} left` }, { hi: 'Habari', n: `{n} zimebaki` })",
      "export const b = defineMessages({ bye: 'Bye' }, { bye: 'Kwaheri', list: ['a', { x: 'y' }] })",
    ].join('\n')
    const split = splitCatalogues(code, 'features/order/messages')!
    expect([...split.parts.keys()]).toEqual(['sw-messages:features/order/messages#1', 'sw-messages:features/order/messages#0'])
    expect(split.parts.get('sw-messages:features/order/messages#0')).toBe("export default { hi: 'Habari', n: `{n} zimebaki` }\n")
    expect(split.code).toContain(`defineMessages({ hi: 'Hello', n: \`{n} left\` }, () => import("sw-messages:features/order/messages#0"))`)
    expect(split.code).toContain(`defineMessages({ bye: 'Bye' }, () => import("sw-messages:features/order/messages#1"))`)
    expect(split.code).not.toContain('Habari')
    expect(split.code).not.toContain('Kwaheri')
  })

  it('leaves a module alone when its Swahili argument is not plain data', () => {
    expect(splitCatalogues("const x = 'Habari'\nexport const a = defineMessages({ hi: 'Hello' }, { hi: x })", 'm')).toBeNull()
    expect(splitCatalogues('export const a = defineMessages(en, sw)', 'm')).toBeNull()
    expect(splitCatalogues("export const t = 'no catalogue here'", 'm')).toBeNull()
  })
})
