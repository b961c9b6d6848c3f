import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { type Downscaler, UnreadableImage } from './downscale'
import { ComplaintNext } from './pages/ComplaintNext'
import { ComplaintStart } from './pages/ComplaintStart'

const ROUTE = '/complainPageNext?problemType=1&problemSonType=103&orderNo=ORD174001'
const photo = (name: string, type = 'image/png') => new File([`bytes of ${name}`], name, { type })

function renderNext(route = ROUTE, downscale?: Downscaler) {
  return renderWithProviders(<ComplaintNext downscale={downscale} />, {
    route,
    path: '/complainPageNext',
    routes: [{ path: '/complaint', element: <p>complaint page</p> }],
    userOptions: { advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) },
  })
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')
const textbox = () => screen.getByRole('textbox', { name: 'Describe your problem' })
const sendButton = () => screen.getByRole('button', { name: 'Send' })

afterEach(() => {
  vi.useRealTimers()
  // The form's draft lives in session storage: each test starts with none.
  sessionStorage.clear()
})

describe('ComplaintNext', () => {
  it('shows the type tags, looked up from problem-init when opened directly', async () => {
    renderNext()
    const tags = await screen.findByRole('list', { name: 'Question type' })
    await waitFor(() =>
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Collection', 'Threats']),
    )
    expect(receivedBy('/user-problem/problem-init')[0].body).toEqual({ orderId: 'ORD174001' })
  })

  it('caps the description at 200 characters, ignores extra input and counts live', async () => {
    const { user } = renderNext()
    expect(screen.getByText('0/200')).toBeInTheDocument()
    await user.click(textbox())
    await user.paste('Mkusanyaji alinipigia usiku. ')
    expect(screen.getByText('29/200')).toBeInTheDocument()
    await user.paste('x'.repeat(250))
    expect(textbox()).toHaveValue('Mkusanyaji alinipigia usiku. ' + 'x'.repeat(171))
    expect(screen.getByText('200/200')).toBeInTheDocument()
    await user.type(textbox(), 'yz')
    expect((textbox() as HTMLTextAreaElement).value).toHaveLength(200)
    expect(textbox()).not.toHaveValue(expect.stringContaining('y'))
  })

  it('a pasted text that overflows keeps whole words and says so', async () => {
    const { user } = renderNext()
    await user.click(textbox())
    const words = 'Mkusanyaji alinipigia usiku wa manane mara tano na kunitukana. '.repeat(5)
    await user.paste(words)
    const kept = (textbox() as HTMLTextAreaElement).value
    expect(Array.from(kept).length).toBeLessThanOrEqual(200)
    expect(words.startsWith(kept)).toBe(true)
    // It ends where a word of the pasted text ends.
    expect(words[kept.length]).toBe(' ')
    expect(screen.getByText(/^Only 200 characters fit here/)).toHaveTextContent(
      'Only 200 characters fit here: the text after that was left out, at a whole word.',
    )
  })

  it("refuses to send empty text with 'Please fill in your comments and suggestions'", async () => {
    const { user } = renderNext()
    await user.type(textbox(), '   ')
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in your comments and suggestions')
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(0)
  })

  it("uploads each picture on pick as multipart problemImage and toasts 'Upload succeeded!' for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderNext()
    await user.upload(fileInput()!, [photo('sms.png'), photo('receipt.jpg', 'image/jpeg')])
    await waitFor(() => expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(2))
    const uploads = receivedBy('/user-problem/upload-problem-img')
    expect(uploads.map((r) => r.files.problemImage.type).sort()).toEqual(['image/jpeg', 'image/png'])
    expect(uploads.every((r) => r.headers['content-type'].startsWith('multipart/form-data'))).toBe(true)
    expect(await screen.findAllByText('Upload succeeded!')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getAllByText('Upload succeeded!').length).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Upload succeeded!')).not.toBeInTheDocument()
    expect(screen.getByText('2 of 9 photos')).toBeInTheDocument()
  })

  it('uploads the downscaled image, not the original', async () => {
    const small = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' })
    const downscale = vi.fn<Downscaler>(async () => small)
    const { user } = renderNext(ROUTE, downscale)
    const original = photo('camera.png')
    await user.upload(fileInput()!, original)
    await waitFor(() => expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(1))
    expect(downscale).toHaveBeenCalledWith(original)
    expect(receivedBy('/user-problem/upload-problem-img')[0].files.problemImage).toMatchObject({ size: 1234, type: 'image/jpeg' })
  })

  it('shows the server message on another code, marks the picture failed and retries it', async () => {
    getWorld().scenarios = ['upload-problem-img=code:01:Picha hii haikubaliki@1']
    const { user } = renderNext()
    await user.upload(fileInput()!, photo('sms.png'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Picha hii haikubaliki')
    expect(screen.getByText('Upload failed')).toBeInTheDocument()
    expect(screen.queryByText('Upload succeeded!')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again, photo 1' }))
    expect(await screen.findByText('Upload succeeded!')).toBeInTheDocument()
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument()
    expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(2)
  })

  it('takes at most 9 pictures and hides the picker at 9', async () => {
    const { user } = renderNext()
    await user.upload(
      fileInput()!,
      Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`)),
    )
    await user.upload(fileInput()!, [photo('p7.png'), photo('p8.png'), photo('p9.png')])
    expect(screen.getByText('9 of 9 photos')).toBeInTheDocument()
    expect(fileInput()).toBeNull()
    await waitFor(() => expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(9))
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }))
    expect(fileInput()).not.toBeNull()
  })

  it('says what a pick left out: pictures beyond 9, and files that are not pictures', async () => {
    const { user } = renderNext()
    await user.upload(
      fileInput()!,
      Array.from({ length: 10 }, (_, i) => photo(`p${i}.png`)),
    )
    expect(screen.getByText('1 photo was not added: a complaint can have at most 9 pictures.')).toHaveAttribute('role', 'status')
    expect(screen.getByText('9 of 9 photos')).toBeInTheDocument()
    await waitFor(() => expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(9))
  })

  it('a picked file that is no readable picture: a plain tile that says so (no broken image), never uploaded; the draft waits until it is removed', async () => {
    // The downscaler's decode is what finds a broken file (jsdom cannot decode: injected).
    const { user } = renderNext(ROUTE, async (f) => {
      if ((f as File).name === 'broken.png') throw new UnreadableImage()
      return f
    })
    await user.upload(fileInput()!, [photo('good.png'), photo('broken.png')])
    expect(await screen.findByText('This file is not a picture we can read')).toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(1)
    await waitFor(() => expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(1))
    await user.type(textbox(), 'Picha moja imeharibika.')
    await user.click(sendButton())
    expect(await screen.findByText('Photo 2 could not be read. Remove it, or choose it again, then send.')).toBeInTheDocument()
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    await user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument()
    expect(receivedBy('/user-problem/problem-save')[0].body.problemImage.split(',')).toHaveLength(1)
  })

  it('posts problem-save with the comma-joined URLs, shows the modal for 1500 ms, then returns to the complaint page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, router } = renderNext()
    await user.upload(fileInput()!, [photo('a.png'), photo('b.png'), photo('c.png')])
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3))
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument())
    await user.type(textbox(), '  Collector threatened to visit my employer.  ')
    await user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument()

    const [save] = receivedBy('/user-problem/problem-save')
    expect(save.body).toEqual({
      problemType: '1',
      problemSonType: '103',
      problemDetail: 'Collector threatened to visit my employer.',
      problemImage: '/api/sandbox-uploads/IMG00001,/api/sandbox-uploads/IMG00002,/api/sandbox-uploads/IMG00003',
      orderNo: 'ORD174001',
    })
    expect(save.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(getWorld().complaints.complaints[0]).toMatchObject({
      content: 'Collector threatened to visit my employer.',
      problemSonType: 103,
    })

    act(() => vi.advanceTimersByTime(1400))
    expect(locationOf(router)).toBe(ROUTE)
    act(() => vi.advanceTimersByTime(100))
    await waitFor(() => expect(locationOf(router)).toBe('/complaint?orderId=ORD174001'))
  })

  it('sends an empty problemImage when there are no pictures', async () => {
    const { user } = renderNext('/complainPageNext?problemType=5&orderNo=ORD200001')
    await user.type(textbox(), 'The app closes on the repayment page.')
    await user.click(sendButton())
    await screen.findByRole('dialog', { name: 'Submitted successfully' })
    expect(receivedBy('/user-problem/problem-save')[0].body).toEqual({
      problemType: '5',
      problemSonType: '',
      problemDetail: 'The app closes on the repayment page.',
      problemImage: '',
      orderNo: 'ORD200001',
    })
  })

  it('sends one complaint on a double tap', async () => {
    const { user } = renderNext()
    await user.type(textbox(), 'Called at midnight.')
    await user.dblClick(sendButton())
    await screen.findByRole('dialog', { name: 'Submitted successfully' })
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(1)
    expect(getWorld().complaints.complaints.filter((c) => c.content === 'Called at midnight.')).toHaveLength(1)
  })

  it('shows the server message on a refused save, stays, and sends a corrected retry under a new key', async () => {
    getWorld().scenarios = ['problem-save=code:01:Umetuma malalamiko mengi leo@1']
    const { user } = renderNext()
    await user.type(textbox(), 'Threatened by phone.')
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Umetuma malalamiko mengi leo')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(sendButton()).toBeEnabled())
    await user.click(sendButton())
    await screen.findByRole('dialog', { name: 'Submitted successfully' })
    const keys = receivedBy('/user-problem/problem-save').map((r) => r.headers['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('a lost answer keeps the complaint in the outbox; the replay finds it stored and does not send it again', async () => {
    // The lender stores it, answers 500, and ignores Idempotency-Key.
    getWorld().scenarios = ['no-idempotency', 'problem-save=500-after@1']
    const { user } = renderNext()
    await user.type(textbox(), 'Sent twice by a flaky network.')
    await user.click(sendButton())
    // Online, the lender's answer lost: kept and retried, not "back online" (that is for offline).
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toHaveTextContent(
      'Saved on this phone. The lender did not answer yet; we will keep trying to send it.',
    )
    expect(sendButton()).not.toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(receivedBy('/user-problem/problem-list').length).toBeGreaterThan(0), { timeout: 8000 })
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(1)
    expect(getWorld().complaints.complaints.filter((c) => c.content === 'Sent twice by a flaky network.')).toHaveLength(1)
    // Found stored: the "Saved" dialog gives way to "sent", Send does not spin.
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Saved' })).not.toBeInTheDocument()
    expect(sendButton()).not.toHaveAttribute('aria-busy', 'true')
  })

  it('a photo whose upload failed, kept with the complaint: its tile says it is kept and sent with it, not "Upload failed / Try again"', async () => {
    getWorld().scenarios = ['upload-problem-img=network']
    const { user } = renderNext()
    await user.upload(fileInput()!, photo('receipt.png'))
    await screen.findByText('Upload failed')
    await user.type(textbox(), 'Receipt attached.')
    await user.click(sendButton())
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument()
    expect(screen.getByText('Kept on this phone, sent with your complaint')).toBeInTheDocument()
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again, photo 1' })).not.toBeInTheDocument()
  })

  it('waits for pictures still uploading before sending', async () => {
    const { user } = renderNext(ROUTE, () => new Promise<Blob>(() => undefined))
    await user.upload(fileInput()!, photo('slow.png'))
    await user.type(textbox(), 'Wrong person called.')
    await user.click(sendButton())
    expect(await screen.findByText('Pictures are still uploading. Please wait a moment.')).toBeInTheDocument()
    expect(receivedBy('/user-problem/problem-save')).toHaveLength(0)
  })

  it('uploads a failed picture again as part of the send', async () => {
    getWorld().scenarios = ['upload-problem-img=code:01:Busy, try later@1']
    const { user } = renderNext('/complainPageNext?problemType=2&orderNo=ORD180001')
    await user.upload(fileInput()!, photo('receipt.png'))
    await screen.findByText('Upload failed')
    await user.type(textbox(), 'Payment not credited.')
    await user.click(sendButton())
    await screen.findByRole('dialog', { name: 'Submitted successfully' })
    expect(receivedBy('/user-problem/upload-problem-img')).toHaveLength(2)
    expect(receivedBy('/user-problem/problem-save')[0].body.problemImage).toMatch(/^\/api\/sandbox-uploads\/IMG\d{5}$/)
  })

  it('returns to the start page it came from after a send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, router } = renderWithProviders(<ComplaintStart />, {
      route: '/complaint?orderId=ORD200001',
      path: '/complaint',
      routes: [{ path: '/complainPageNext', element: <ComplaintNext /> }],
      userOptions: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    })
    await user.click(await screen.findByRole('button', { name: 'Loan disbursement' }))
    expect(await screen.findByRole('list', { name: 'Question type' })).toHaveTextContent('Loan disbursement')
    await user.type(textbox(), 'Money not received on M-Pesa.')
    await user.click(sendButton())
    await screen.findByRole('dialog', { name: 'Submitted successfully' })
    act(() => vi.advanceTimersByTime(1500))
    await waitFor(() => expect(locationOf(router)).toBe('/complaint?orderId=ORD200001'))
    expect(router.state.historyAction).toBe('POP')
  })

  it('asks for a question type when opened without one', async () => {
    renderNext('/complainPageNext?orderNo=ORD174001')
    expect(screen.getByText('Choose a question type first.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose a question type' })).toHaveAttribute('href', '/complaint?orderId=ORD174001')
  })
})
