import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Template } from '@src/lender/promotion/types'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'

import { DownloadView } from './components/DownloadView'

const TEMPLATE: Template = {
  id: '1001',
  bannerTitle: '',
  bannerSubtitle: '',
  bannerImage: null,
  theme: { background: null, font: null, button: null },
  merchantNumber: '',
  download: { title: '', text: '', button: '', url: 'https://lender.example/app.apk' },
  agreement: { title: '', paragraphs: [] },
}

const AGENTS = {
  WhatsApp:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 WhatsApp/2.23.25.83',
  Facebook:
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.37.109;]',
  Instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 306.0.0.20.118 (iPhone13,2; iOS 16_6; en_US)',
}

function open(userAgent: string, lang: 'en' | 'sw' = 'en') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  return renderWithProviders(<DownloadView template={TEMPLATE} params={new URLSearchParams()} />, {
    route: '/promotion',
    preloadedState: { session: { ...initialSession([]), lang } },
  })
}

afterEach(() => vi.restoreAllMocks())

describe("the landing's download step in a messaging app's browser (SPEC 9)", () => {
  it.each(Object.entries(AGENTS))('in %s: says how to open the page in the browser, beside the download', (app, agent) => {
    open(agent)
    expect(screen.getByRole('note')).toHaveTextContent(
      `You opened this page in ${app}, where the download may not start. Tap ⋮ or ⋯ at the top of the screen and choose “Open in browser”`,
    )
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', 'https://lender.example/app.apk')
  })

  it('says it in Swahili', () => {
    open(AGENTS.WhatsApp, 'sw')
    expect(screen.getByRole('note')).toHaveTextContent('Umefungua ukurasa huu ndani ya WhatsApp')
    expect(screen.getByRole('note')).toHaveTextContent('“Fungua kwenye kivinjari”')
  })

  it("says nothing in the visitor's own browser", () => {
    open('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36')
    expect(screen.getByRole('link', { name: 'Download the app' })).toBeInTheDocument()
    expect(screen.queryByRole('note')).toBeNull()
  })
})
