import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { expectTimeline } from '@tests/timeline'

import { mailApp } from './feedback'
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
    expect(
      screen.getByText('Mkopo Haraka Microfinance Ltd, Plot 12, Samora Avenue, Dar es Salaam, Tanzania, runs Mkopo Haraka.'),
    ).toBeInTheDocument()
  })

  it('shows phone, e-mail and address in the footer', () => {
    renderWithProviders(<SiteHome />, { route: '/' })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: '022 212 3456' })).toHaveAttribute('href', 'tel:+255222123456')
    expect(within(footer).getByRole('link', { name: 'support@mkopoharaka.co.tz' })).toHaveAttribute(
      'href',
      'mailto:support@mkopoharaka.co.tz',
    )
    expect(footer).toHaveTextContent('Plot 12, Samora Avenue, Dar es Salaam, Tanzania')
    expect(document.title).toBe('Cash loans on your phone · Mkopo Haraka')
  })
})

describe('home banner carousel', () => {
  it('turns every 3000 ms', () => {
    vi.useFakeTimers()
    renderWithProviders(<SiteHome />, { route: '/' })
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument()
    expectTimeline(currentSlide, [
      [0, 'Slide 1 of 3'],
      [2999, 'Slide 1 of 3'],
      [1, 'Slide 2 of 3'],
      [3000, 'Slide 3 of 3'],
    ])
    expect(screen.getByText('Borrow from TZS 10,000')).toBeInTheDocument()
  })

  it('stays still for visitors who asked for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    )
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

describe('policy and loan pages (the text in the page, not a frame)', () => {
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
    const { unmount } = renderWithProviders(<SiteLoan />, {
      route: '/sw/Loan',
      preloadedState: { session: { ...initialSession([]), lang: 'sw' } },
    })
    expect(hrefs()).toEqual(expect.arrayContaining(['/sw', '/sw/About', '/sw/Policy', '/sw/Loan', '/sw/Feedback']))
    unmount()
    renderWithProviders(<SiteLoan />, { route: '/Loan' })
    expect(hrefs()).toEqual(expect.arrayContaining(['/', '/About', '/Policy', '/Loan', '/Feedback']))
    expect(hrefs().some((h) => h?.startsWith('/sw'))).toBe(false)
  })
})

describe('feedback form (it delivers the message, or says plainly where to write)', () => {
  const fill = async (user: ReturnType<typeof renderWithProviders>['user'], name: string, phone: string, text: string) => {
    if (name) await user.type(screen.getByLabelText('Name'), name)
    if (phone) await user.type(screen.getByLabelText('Telephone'), phone)
    if (text) await user.type(screen.getByLabelText('Suggestion'), text)
    await user.click(screen.getByRole('button', { name: /^(Write the e-mail|Send)$/ }))
  }
  afterEach(() => overrideConfig({ feedbackUrl: '' }))

  it('says what is missing beside each field, all at once; a message goes when its field is right', async () => {
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await fill(user, 'Asha Mwakyusa', '', '   ')
    expect(screen.getByLabelText('Telephone')).toHaveAccessibleDescription('Please enter your phone number.')
    expect(screen.getByLabelText('Suggestion')).toHaveAccessibleDescription('Please write your suggestion.')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Telephone')).toHaveFocus()
    await user.type(screen.getByLabelText('Telephone'), '0754 123 456')
    expect(screen.getByLabelText('Telephone')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter your phone number.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Mwakyusa')
  })

  it('a pasted suggestion longer than 500 characters keeps whole words and says so', async () => {
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    const words = 'Please add HaloPesa repayments and longer terms. '.repeat(12)
    await user.click(screen.getByLabelText('Suggestion'))
    await user.paste(words)
    const kept = (screen.getByLabelText('Suggestion') as HTMLTextAreaElement).value
    expect(kept.length).toBeLessThanOrEqual(500)
    expect(words[kept.length]).toBe(' ')
    expect(screen.getByRole('status')).toHaveTextContent('Only 500 characters fit here')
  })

  // The market's rule (src/config/market.ts), as on the landing and the bank form.
  it.each(['abc0754xyz', '12345', '0754', '07541234567890', '0754-abc-456', 'abc0754123456', '0854 123 456'])(
    'refuses %s as a phone number, with the message in English and Swahili',
    async (phone) => {
      const assign = vi.spyOn(mailApp, 'open').mockImplementation(() => undefined)
      const { user, unmount } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
      await fill(user, 'Juma', phone, 'Hello')
      expect(screen.getByLabelText('Telephone')).toHaveAccessibleDescription(
        'Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.',
      )
      unmount()
      const sw = renderWithProviders(<SiteFeedback />, {
        route: '/sw/Feedback',
        preloadedState: { session: { ...initialSession([]), lang: 'sw' } },
      })
      await sw.user.type(screen.getByLabelText('Jina'), 'Juma')
      await sw.user.type(screen.getByLabelText('Simu'), phone)
      await sw.user.type(screen.getByLabelText('Pendekezo'), 'Habari')
      await sw.user.click(screen.getByRole('button', { name: /^(Andika barua pepe|Tuma)$/ }))
      expect(screen.getByLabelText('Simu')).toHaveAccessibleDescription(
        'Tafadhali weka namba sahihi ya simu, kwa mfano 0754 123 456 / +255 754 123 456.',
      )
      expect(assign).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['0754123456', '0754123456'],
    ['+255754123456', '0754123456'],
    ['255754123456', '0754123456'],
    ['0754 123 456', '0754123456'],
  ])('accepts %s and sends it in the market form (%s)', async (typed, sent) => {
    overrideConfig({ feedbackUrl: 'https://feedback.example.test/site' })
    let got: { telephone?: string } = {}
    server.use(
      http.post(
        'https://feedback.example.test/site',
        async ({ request }) => ((got = (await request.json()) as typeof got), HttpResponse.json({ ok: true })),
      ),
    )
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await fill(user, 'Juma', typed, 'Hello')
    await screen.findByRole('status', { name: 'Your message' })
    expect(screen.getByLabelText('Telephone')).not.toHaveAttribute('aria-invalid')
    expect(got.telephone).toBe(sent)
  })

  it('without an endpoint, composes the e-mail to customer service and shows what it holds; sends nothing itself', async () => {
    const assign = vi.spyOn(mailApp, 'open').mockImplementation(() => undefined)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    expect(screen.getByText('You can also write to support@mkopoharaka.co.tz or call 022 212 3456.')).toBeInTheDocument()
    await fill(user, 'Juma Kassim', '+255 715 987 654', 'Please add HaloPesa repayments.')
    const href = assign.mock.calls[0][0] as string
    const mail = new URL(href)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe('support@mkopoharaka.co.tz')
    expect(mail.searchParams.get('subject')).toBe('Feedback from the website')
    // The number as it is sent everywhere: the market's send form.
    expect(mail.searchParams.get('body')).toBe('Name: Juma Kassim\nTelephone: 0715987654\n\nPlease add HaloPesa repayments.')
    const told = screen.getByRole('status', { name: 'Your message' })
    expect(told).toHaveTextContent(
      'Your e-mail app has opened with this message to support@mkopoharaka.co.tz. Press Send there to deliver it.',
    )
    expect(told).toHaveTextContent('Please add HaloPesa repayments.')
    expect(within(told).getByRole('link', { name: 'Open the e-mail to support@mkopoharaka.co.tz again' })).toHaveAttribute('href', href)
    expect(screen.queryByText(/Success/)).not.toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(receivedBy()).toHaveLength(0)
  })

  it('with an endpoint configured, posts the message there and confirms it with what was sent', async () => {
    overrideConfig({ feedbackUrl: 'https://feedback.example.test/site' })
    let got: unknown = null
    server.use(
      http.post(
        'https://feedback.example.test/site',
        async ({ request }) => ((got = await request.json()), HttpResponse.json({ ok: true })),
      ),
    )
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await fill(user, 'Juma Kassim', '0715987654', 'Please add HaloPesa repayments.')
    const told = await screen.findByRole('status', { name: 'Your message' })
    expect(told).toHaveTextContent('Thank you. Our customer service team received your message:')
    expect(told).toHaveTextContent('Please add HaloPesa repayments.')
    expect(got).toEqual({ name: 'Juma Kassim', telephone: '0715987654', suggestion: 'Please add HaloPesa repayments.', lang: 'en' })
    expect(screen.getByLabelText('Suggestion')).toHaveValue('')
  })

  it('when the endpoint fails, keeps the form and says where to write instead', async () => {
    overrideConfig({ feedbackUrl: 'https://feedback.example.test/site' })
    server.use(http.post('https://feedback.example.test/site', () => HttpResponse.json({}, { status: 503 })))
    const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
    await fill(user, 'Juma Kassim', '0715987654', 'Please add HaloPesa repayments.')
    const told = await screen.findByRole('alert', { name: 'Your message' })
    expect(told).toHaveTextContent('Your message could not be sent. Please write to support@mkopoharaka.co.tz or call 022 212 3456.')
    expect(within(told).getByRole('link', { name: /Open the e-mail/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@mkopoharaka\.co\.tz\?subject=/),
    )
    expect(screen.getByLabelText('Suggestion')).toHaveValue('Please add HaloPesa repayments.')
  })

  // A build given no customer-service e-mail (the sandbox's is never a default).
  describe('without a customer-service e-mail', () => {
    let undo = () => undefined as void
    afterEach(() => undo())

    it('and without an endpoint: names only the phone, and on send says where to call, keeping the message; no e-mail composed', async () => {
      undo = overrideConfig({ customerServiceEmail: '', feedbackUrl: '' })
      const open = vi.spyOn(mailApp, 'open').mockImplementation(() => undefined)
      const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
      expect(screen.getByText('You can also call 022 212 3456.')).toBeInTheDocument()
      await fill(user, 'Juma Kassim', '0715987654', 'Please add HaloPesa repayments.')
      const told = await screen.findByRole('alert', { name: 'Your message' })
      expect(told).toHaveTextContent('Your message could not be sent. Please call 022 212 3456.')
      expect(told).toHaveTextContent('Please add HaloPesa repayments.')
      expect(within(told).queryByRole('link')).not.toBeInTheDocument()
      expect(open).not.toHaveBeenCalled()
      expect(screen.getByLabelText('Suggestion')).toHaveValue('Please add HaloPesa repayments.')
      expect(document.body).not.toHaveTextContent(/write to\s*(or|\.)|mailto:\?/)
    })

    it('and without a phone either: no contact line, and a failed send says to try later', async () => {
      undo = overrideConfig({ customerServiceEmail: '', customerServicePhone: '', feedbackUrl: '' })
      const { user } = renderWithProviders(<SiteFeedback />, { route: '/Feedback' })
      expect(screen.queryByText(/You can also/)).not.toBeInTheDocument()
      await fill(user, 'Juma Kassim', '0715987654', 'Please add HaloPesa repayments.')
      expect(await screen.findByRole('alert', { name: 'Your message' })).toHaveTextContent(
        'Your message could not be sent. Please try again later.',
      )
    })

    it('the footer leaves the e-mail line out', () => {
      undo = overrideConfig({ customerServiceEmail: '' })
      renderWithProviders(<SiteHome />, { route: '/' })
      const footer = screen.getByRole('contentinfo')
      expect(within(footer).queryByText('E-mail')).not.toBeInTheDocument()
      expect(within(footer).queryByRole('link', { name: /@/ })).not.toBeInTheDocument()
      expect(within(footer).getByRole('link', { name: '022 212 3456' })).toBeInTheDocument()
    })
  })
})
