import { useState } from 'react'

import { Dialog } from '@src/ui/Dialog'
import { useT } from '@store/hooks'

import { instructionMessages } from './messages'

/** An illustration that opens enlarged in a dialog; Escape, the close icon, the backdrop or a tap on it closes. */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const t = useT(instructionMessages)
  const [open, setOpen] = useState(false)
  return (
    <figure className="repay-figure">
      <button type="button" aria-label={t('enlarge', { name: alt })} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <img src={src} alt="" width={320} height={240} loading="lazy" />
      </button>
      <figcaption>{alt}</figcaption>
      <Dialog open={open} onClose={() => setOpen(false)} title={alt}>
        <button type="button" className="repay-zoom" aria-label={t('closeImage')} onClick={() => setOpen(false)}>
          <img src={src} alt={alt} />
        </button>
      </Dialog>
    </figure>
  )
}
