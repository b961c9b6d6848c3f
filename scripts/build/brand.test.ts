import { describe, expect, it } from 'vitest'

import { brandName } from '../../src/config/brand'
import { manifestNames, withAppName } from './brand'

const shell =
  '<title>Cash loans</title><meta name="description" content="Short-term cash loans in Tanzania." /><noscript>Please enable JavaScript to use this app. / Tafadhali washa JavaScript.</noscript>'

describe("the lender's app name in the build", () => {
  it('goes into the title, the description, the noscript line and the manifest', () => {
    const html = withAppName(shell, 'Pesa <Bora>')
    expect(html).toContain('<title>Pesa &lt;Bora&gt;</title>')
    expect(html).toContain('content="Pesa &lt;Bora&gt;: short-term cash loans in Tanzania."')
    expect(html).toContain('to use Pesa &lt;Bora&gt;.')
    expect(manifestNames('Pesa Bora')).toEqual({ name: 'Pesa Bora', short_name: 'Pesa Bora' })
    expect(manifestNames('Mikopo Rahisi Tanzania')).toEqual({ name: 'Mikopo Rahisi Tanzania', short_name: 'Mikopo' })
  })

  it('leaves the shell brand-neutral without one', () => {
    expect(withAppName(shell, '')).toBe(shell)
    expect(manifestNames('')).toEqual({ name: 'Cash loans', short_name: 'Loans' })
  })

  it('in Swahili falls back to the English name, and is empty when neither is given', () => {
    expect(brandName('sw', { en: 'Pesa Bora', sw: '' })).toBe('Pesa Bora')
    expect(brandName('sw', { en: 'Pesa Bora', sw: 'Pesa Bora TZ' })).toBe('Pesa Bora TZ')
    expect(brandName('en', { en: '', sw: '' })).toBe('')
  })
})
