import { describe, expect, it } from 'vitest'

import { placeScreens } from '../../../src/nav/screens'
import { screenModulesCode } from './plugin'

describe("the screen tables' lazy imports", () => {
  const screens = placeScreens({
    repayment: [
      { target: 'repay', page: 'Repay', access: 'borrower', firstCall: 'repayFirstCall' },
      { target: 'repayDelay', page: 'RepayDelay', access: 'borrower', firstCall: 'repayDelayFirstCall' },
    ],
    support: [{ target: 'customerService', page: 'CustomerService', access: 'borrower' }],
  })
  const code = screenModulesCode(screens)

  it('import each page of the tables on its own, by its path from the root', () => {
    expect(code).toContain('"features/repayment/pages/Repay.tsx": () => import("/features/repayment/pages/Repay.tsx"),')
    expect(code).toContain('"features/repayment/pages/RepayDelay.tsx": () => import("/features/repayment/pages/RepayDelay.tsx"),')
    expect(code).toContain('"features/support/pages/CustomerService.tsx": () => import("/features/support/pages/CustomerService.tsx"),')
  })

  it("import a feature's api.ts once when its table names a first call, and never otherwise", () => {
    expect(code.match(/import\("\/features\/repayment\/api\.ts"\)/g)).toHaveLength(1)
    expect(code).not.toContain('/features/support/api.ts')
  })
})
