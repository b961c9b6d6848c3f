import { describe, expect, it } from 'vitest'

import { leftOutNotes } from '@src/lib/diagnosticNotes'

import { readShellInfo } from './storedInfo'

/** SPEC 3: repaymentInfo.defDetail.payNotice, "a map of channel to a list of name and step list" (the list's name not given). */
function stored(item: Record<string, unknown>) {
  const json = JSON.stringify({
    repayAmount: 5400000,
    defDetail: { logo: '', payCode: 'MK88120034', payNotice: { 'M-Pesa': [{ name: 'USSD', ...item }] } },
  })
  const r = readShellInfo({ getItem: () => json })
  if (r.status !== 'ok') throw new Error(r.status)
  return r.info.defDetail.payNotice['M-Pesa'][0]
}

describe('payNotice step list under the names a writer plausibly uses', () => {
  it('reads steps, step, stepList and a single text of lines', () => {
    expect(stored({ steps: ['Dial *150*00#', 'Pay bills'] }).steps).toEqual(['Dial *150*00#', 'Pay bills'])
    expect(stored({ step: ['Dial *150*00#', 'Pay bills'] }).steps).toEqual(['Dial *150*00#', 'Pay bills'])
    expect(stored({ stepList: ['Dial *150*00#'] }).steps).toEqual(['Dial *150*00#'])
    expect(stored({ step: 'Dial *150*00#\nPay bills' }).steps).toEqual(['Dial *150*00#', 'Pay bills'])
  })

  it('records in diagnostics an entry with no step list, never drops it silently', () => {
    expect(stored({ howto: ['?'] })).toEqual({ name: 'USSD', steps: [] })
    expect(leftOutNotes().at(-1)?.text).toMatch(
      /^Repayment code page two: a payNotice entry has no step list \(read steps, step, .*\); its keys: name, howto$/,
    )
  })
})
