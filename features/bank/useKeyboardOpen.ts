import { useEffect, useState } from 'react'

/** SPEC 9: the viewport must shrink by more than this for the on-screen keyboard to count as open. */
export const KEYBOARD_THRESHOLD_PX = 60

/**
 * True while the on-screen keyboard is open: the visual viewport is more than 60 px shorter
 * than it was at first. A width change (rotation) takes a new baseline, so a phone turned to
 * landscape does not look like a keyboard. Without visualViewport (very old WebViews) it stays false.
 */
export function useKeyboardOpen(threshold = KEYBOARD_THRESHOLD_PX): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const vv = typeof window !== 'undefined' ? window.visualViewport : null
    if (!vv) return
    let baseHeight = vv.height
    let baseWidth = vv.width
    const onResize = () => {
      if (vv.width !== baseWidth) {
        baseWidth = vv.width
        baseHeight = vv.height
      }
      setOpen(baseHeight - vv.height > threshold)
    }
    vv.addEventListener('resize', onResize)
    return () => vv.removeEventListener('resize', onResize)
  }, [threshold])
  return open
}
