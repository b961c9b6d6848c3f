import { useState } from 'react'

import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type PhotoGridProps = {
  urls: string[]
  /** 'photo' for the borrower's pictures, 'replyPhoto' for the agent's. */
  labelKey: 'photo' | 'replyPhoto'
}

/** Thumbnails that open a large view when tapped (SPEC 2: images can be enlarged). */
export function PhotoGrid({ urls, labelKey }: PhotoGridProps) {
  const t = useT(messages)
  const [open, setOpen] = useState<number | null>(null)
  if (!urls.length) return null
  return (
    <>
      <ul className="cmp-photos">
        {urls.map((url, i) => (
          <li key={`${url}-${i}`}>
            <button
              type="button"
              className="cmp-photo"
              aria-label={t(labelKey === 'photo' ? 'enlargePhoto' : 'enlargeReplyPhoto', { n: i + 1 })}
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open !== null ? t(labelKey, { n: open + 1 }) : ''}>
        {open !== null && urls[open] && <img className="cmp-viewer" src={urls[open]} alt={t(labelKey, { n: open + 1 })} />}
      </Dialog>
    </>
  )
}
