import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { ImageUploader, type UploadItem } from './ImageUploader'

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' })
const item = (id: string, status: UploadItem['status'] = 'done'): UploadItem => ({ id, previewUrl: `blob:${id}`, status })

function fileInput(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]')
}

describe('ImageUploader', () => {
  it('passes at most the remaining capacity of picked images', async () => {
    const onPick = vi.fn()
    const { user, container } = renderUi(<ImageUploader items={[item('a')]} max={3} onPick={onPick} onRemove={vi.fn()} onRetry={vi.fn()} />)
    expect(screen.getByText('1 of 3 photos')).toBeInTheDocument()
    const input = fileInput(container)!
    expect(input).toHaveAttribute('accept', 'image/*')
    await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')])
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(onPick.mock.calls[0][0].map((f: File) => f.name)).toEqual(['1.jpg', '2.jpg'])
  })

  it('hides the picker when the limit is reached', () => {
    const { container } = renderUi(
      <ImageUploader items={[item('a'), item('b')]} max={2} onPick={vi.fn()} onRemove={vi.fn()} onRetry={vi.fn()} />,
    )
    expect(fileInput(container)).toBeNull()
    expect(screen.queryByText('Add photo')).not.toBeInTheDocument()
    expect(screen.getByText('2 of 2 photos')).toBeInTheDocument()
  })

  it('removes and retries by item', async () => {
    const onRemove = vi.fn()
    const onRetry = vi.fn()
    const { user } = renderUi(
      <ImageUploader items={[item('a'), item('b', 'failed')]} max={3} onPick={vi.fn()} onRemove={onRemove} onRetry={onRetry} />,
    )
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(onRemove).toHaveBeenCalledWith('a')
    expect(screen.getAllByRole('button', { name: /try again/i })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Try again, photo 2' }))
    expect(onRetry).toHaveBeenCalledWith('b')
  })
})
