import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'

import { defineMessages, wantLang } from '@src/i18n/index'
import { initialSession } from '@store/session'

import { useT } from './hooks'
import { makeStore } from './index'

/** A catalogue as the client build writes it: the Swahili messages behind a loader (scripts/build/i18n). */
function splitCatalogue(arrive: Promise<void>) {
  const load = () => arrive.then(() => ({ default: { greeting: 'Habari' } }))
  return defineMessages({ greeting: 'Hello' }, load as unknown as { greeting: string })
}

describe('useT with Swahili fetched when first wanted', () => {
  it('waits for the Swahili messages rather than showing English for a moment', async () => {
    let arrived = () => undefined as void
    const catalogue = splitCatalogue(new Promise<void>((r) => (arrived = r)))
    function Greeting() {
      return <p>{useT(catalogue)('greeting')}</p>
    }
    render(
      <Provider store={makeStore({ preloadedState: { session: { ...initialSession(), lang: 'sw' } } })}>
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>
      </Provider>,
    )
    expect(await screen.findByText('waiting')).toBeTruthy()
    expect(screen.queryByText('Hello')).toBeNull()
    await act(async () => arrived())
    expect(await screen.findByText('Habari')).toBeTruthy()
  })

  it('shows English at once, and fetches nothing, for a page in English', async () => {
    let fetched = false
    const catalogue = defineMessages(
      { greeting: 'Hello' },
      (() => ((fetched = true), Promise.resolve({ default: { greeting: 'Habari' } }))) as unknown as { greeting: string },
    )
    function Greeting() {
      return <p>{useT(catalogue)('greeting')}</p>
    }
    render(
      <Provider store={makeStore({ preloadedState: { session: { ...initialSession(), lang: 'en' } } })}>
        <Greeting />
      </Provider>,
    )
    expect(screen.getByText('Hello')).toBeTruthy()
    await wantLang('en')
    expect(fetched).toBe(false)
  })
})
