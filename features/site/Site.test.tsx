import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receivedBy } from '@sandbox/world'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { SiteAbout } from './pages/SiteAbout'
import { SiteFeedback } from './pages/SiteFeedback'
import { SiteHome } from './pages/SiteHome'
import { siteLoan } from './pages/SiteLoan'
import { sitePolicy } from './pages/SitePolicy'

afterEach(() => vi.useRealTimers())

const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /^Slide \d of 3$/ })
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label')

describe('official site navigation and footer', () => {
  it('links Home, About us, Privacy Agreement, Loan terms and conditions and Feedback, marking the current page', () => {
    renderWithProviders(<SiteAbout />, { route: '/About' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About us', '/About'],
      ['Privacy', '/Policy'],
      ['Loan terms', '/Loan'],
      ['Feedback', '/Feedback'],
    ])
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(screen.getByText('Mkopo Haraka is run by Mkopo Haraka Microfinance Ltd, Plot 12, Samora Avenue, Dar es Salaam, Tanzania.')).toBeInTheDocument()
  })

  it('shows phone, e-mail and address in the footer', () => {
    renderWithProviders(<SiteHome />, { route: '/' })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: '+255 22 212 3456' })).toHaveAttribute('href', 'tel:+255222123456')
    expect(within(footer).getByRole('link', { name: 'support@mkopoharaka.co.tz' })).toHaveAttribute('href', 'mailto:support@mkopoharaka.co.tz')
    expect(footer).toHaveTextContent('Plot 12, Samora Avenue, Dar es Salaam, Tanzania')
    expect(document.title).toBe('Cash loans on your phone · Mkopo Haraka')
  })
})

describe('home banner carousel', () => {
  it('turns every 3000 ms', () => {
    vi.useFakeTimers()
    renderWithProviders(<SiteHome />, { route: '/' })
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument()
    expect(currentSlide()).toBe('Slide 1 of 3')
    act(() => vi.advanceTimersByTime(2999))
    expect(currentSlide()).toBe('Slide 1 of 3')
    act(() => vi.advanceTimersByTime(1))
    expect(currentSlide()).toBe('Slide 2 of 3')
    act(() => vi.advanceTimersByTime(3000))
    expect(currentSlide()).toBe('Slide 3 of 3')
    expect(screen.getByText('Borrow from TZS 10,000')).toBeInTheDocument()
  })

  it('stays still for visitors who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })))
    vi.useFakeTimers()
    renderWithProviders(<SiteHome />, { route: '/' })
    act(() => vi.advanceTimersByTime(9000))
    expect(currentSlide()).toBe('Slide 1 of 3')
    vi.unstubAllGlobals()
  })
})

// The legal text comes from another feature (composed in src/public/pages.ts); a stand-in here.
function Text() {
  return <article>The legal text</article>
}
const SitePolicy = sitePolicy(Text)
const SiteLoan = siteLoan(Text)

describe('policy and loan pages (issue 26: the text in the page, not a frame)', () => {
  it('hold the legal text under the page title, in one header with no frame', () => {
    const { container } = renderWithProviders(<SitePolicy />, { route: '/Policy' })
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Agreement' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('article')).toHaveTextContent('The legal text')
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelectorAll('header')).toHaveLength(1)
  })

  it('are one component per text, so hydration meets the component it rendered', () => {
    expect(sitePolicy(Text)).toBe(SitePolicy)
    expect(siteLoan(Text)).toBe(SiteLoan)
    expect(siteLoan(Text)).not.toBe(SitePolicy)
  })

  it('are titled in the language', () => {
    renderWithProviders(<SiteLoan />, { route: '/sw/Loan', preloadedState: { session: { ...initialSession([]), lang: 'sw' } } })
    expect(screen.getByRole('heading', { level: 1, name: 'Vigezo na masharti ya mkopo' })).toBeInTheDocument()
  })

  it('link a Swahili page to its Swahili siblings, an English one to the English pages', () => {
    const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    const { unmount } = renderWithProviders(<SiteLoan />, { route: '/sw/Loan', preloadedState: { session: { ...initialSession([]), lang: 'sw' } } })
    expect(hrefs()).toEqual(expect.arrayContaining(['/sw', '/sw/About', '/sw/Policy', '/sw/Loan', '/sw/Feedback']))
    unmount()
    renderWithProviders(<SiteLoan />, { route: '/Loan' })
    expect(hrefs()).toEqual(expect.arrayContaining(['/', '/About', '/Policy', '/Loan', '/Feedback']))
    expect(hrefs().some((h) => h?.startsWith('/sw'))).toBe(false)
  })
})

describe('feedback form', () => {
  it('asks for complete information while any field is empty or blank', async () => {
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await user.type(screen.getByLabelText('Name'), 'Asha Mwakyusa')
    await user.type(screen.getByLabelText('Telephone'), '0754123456')
    await user.type(screen.getByLabelText('Suggestion'), '   ')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide complete information!')
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Mwakyusa')
  })

  it("says 'Success!' when complete, clears the form and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await user.type(screen.getByLabelText('Name'), 'Juma Kassim')
    await user.type(screen.getByLabelText('Telephone'), '0715987654')
    await user.type(screen.getByLabelText('Suggestion'), 'Please add HaloPesa repayments.')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Success!')
    expect(screen.getByLabelText('Suggestion')).toHaveValue('')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(receivedBy()).toHaveLength(0)
  })
})
