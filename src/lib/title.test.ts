import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setPageTitle } from './title'

describe('setPageTitle', () => {
  beforeEach(() => {
    document.title = 'before'
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('joins the page title and app name with a middle dot', () => {
    expect(setPageTitle('Repayment', 'Mkopo Haraka')).toBe('Repayment · Mkopo Haraka')
    expect(document.title).toBe('Repayment · Mkopo Haraka')
  })

  it('uses the title alone without an app name', () => {
    expect(setPageTitle('Repayment')).toBe('Repayment')
    expect(document.title).toBe('Repayment')
  })

  it('uses the title alone with an empty app name', () => {
    expect(setPageTitle('Repayment', '  ')).toBe('Repayment')
    expect(document.title).toBe('Repayment')
  })

  it('uses the app name alone with an empty title', () => {
    expect(setPageTitle('', 'Mkopo Haraka')).toBe('Mkopo Haraka')
    expect(document.title).toBe('Mkopo Haraka')
  })

  it('trims surrounding whitespace', () => {
    expect(setPageTitle('  Loans ', ' Mkopo ')).toBe('Loans · Mkopo')
  })

  it('clears the title when both parts are empty', () => {
    expect(setPageTitle('')).toBe('')
    expect(document.title).toBe('')
  })

  it('does not throw without a document', () => {
    vi.stubGlobal('document', undefined)
    expect(typeof document).toBe('undefined')
    expect(setPageTitle('Repayment', 'Mkopo')).toBe('Repayment · Mkopo')
  })
})
