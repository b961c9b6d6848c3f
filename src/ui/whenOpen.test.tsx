import { act, render, screen } from '@testing-library/react'
import { type ComponentType, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { quietPart, whenOpen } from './whenOpen'

/**
 * A lazy part of the page (not the screen): its code failing to download, or the part failing to
 * render, leaves the screen as it is; the part comes when the connection returns or the page is
 * shown again.
 */
const CHUNK_FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/OutboxStatus-X.js')

function Status() {
  return <p>1 waiting to be sent</p>
}

function Screen({ Part }: { Part: ComponentType }) {
  return (
    <main>
      <label>
        Describe your problem
        <textarea defaultValue="Pesa haikufika." />
      </label>
      <Part />
    </main>
  )
}

describe('a quiet part', () => {
  it("whose code fails shows the screen still, and comes when the connection returns ('online')", async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(CHUNK_FAILED).mockResolvedValue(Status)
    render(<Screen Part={quietPart(load)} />)
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('Pesa haikufika.')
    expect(screen.queryByText('1 waiting to be sent')).not.toBeInTheDocument()
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('1 waiting to be sent')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('Pesa haikufika.')
  })

  it('whose code fails comes when the page is shown again (visibilitychange), not while hidden', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(CHUNK_FAILED).mockResolvedValue(Status)
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    render(<Screen Part={quietPart(load)} />)
    await act(async () => undefined)
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    expect(load).toHaveBeenCalledTimes(1)
    hidden.mockReturnValue('visible')
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    expect(await screen.findByText('1 waiting to be sent')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
    hidden.mockRestore()
  })

  it('that fails to render shows nothing in its place and leaves the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let broken = true
    function Fragile() {
      if (broken) throw new Error('render failed')
      return <p>1 waiting to be sent</p>
    }
    render(<Screen Part={quietPart(() => Promise.resolve(Fragile))} />)
    await act(async () => undefined)
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toBeInTheDocument()
    expect(screen.queryByText('1 waiting to be sent')).not.toBeInTheDocument()
    broken = false
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('1 waiting to be sent')).toBeInTheDocument()
  })

  it('a dialog whose code fails stays unopened and opens once the code comes', async () => {
    function Dialog({ open }: { open: boolean }) {
      return open ? <div role="dialog" aria-label="Reminder" /> : null
    }
    const load = vi.fn<() => Promise<ComponentType<{ open: boolean }>>>().mockRejectedValueOnce(CHUNK_FAILED).mockResolvedValue(Dialog)
    const Later = whenOpen(load)
    const { rerender } = render(<Later open={false} />)
    expect(load).not.toHaveBeenCalled()
    rerender(<Later open />)
    await act(async () => undefined)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('dialog', { name: 'Reminder' })).toBeInTheDocument()
  })

  it('that waits as it mounts (its messages on the way) holds its own place: the screen stays, never its loading state', async () => {
    let arrive!: () => void
    const messages = new Promise<void>((r) => (arrive = r))
    let ready = false
    void messages.then(() => (ready = true))
    // What useT does while the page's language is on the way: it throws the promise.
    function Waiting() {
      if (!ready) throw messages
      return <p>Umeshalipa?</p>
    }
    const Part = whenOpen<object>(
      () => Promise.resolve(Waiting),
      () => true,
      <div data-testid="reserve" />,
    )
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen Part={Part} />
      </Suspense>,
    )
    await act(async () => undefined)
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toBeVisible()
    expect(screen.getByTestId('reserve')).toBeInTheDocument()
    await act(async () => arrive())
    expect(await screen.findByText('Umeshalipa?')).toBeInTheDocument()
    expect(screen.queryByTestId('reserve')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('Pesa haikufika.')
  })
})
