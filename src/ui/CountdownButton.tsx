import { type MouseEvent, useEffect, useEffectEvent, useState } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Button, type ButtonProps, cx } from './Button'

export type CountdownButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** Idle label, e.g. 'Get code'. */
  label: string
  /** Length of a countdown started by `running`; default 60. */
  seconds?: number
  /** Starts a countdown of `seconds` when it turns true; set it back to false in onDone. Ignored when `endsAt` is given. */
  running?: boolean
  /** Controlled end time (ms since epoch), so a countdown survives a reload; null or past means idle. */
  endsAt?: number | null
  /** Called once when a countdown finishes. */
  onDone?: () => void
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void
  /** When given, the button stays enabled while counting and a tap calls this instead of onClick. */
  onClickWhileRunning?: () => void
}

/** Whole seconds left, rounded up so '60s' shows for the first full second. */
function secondsLeft(end: number): number {
  return Math.ceil((end - Date.now()) / 1000)
}

/** A 'get code' button that counts down; SPEC: when it reaches 1 it resets to its label and is enabled. */
export function CountdownButton({
  label,
  seconds = 60,
  running = false,
  endsAt,
  onDone,
  onClick,
  onClickWhileRunning,
  disabled,
  className,
  ...rest
}: CountdownButtonProps) {
  const t = useT(common)
  // 0 = idle; otherwise the number shown.
  const [left, setLeft] = useState(0)
  const done = useEffectEvent(() => onDone?.())
  const controlled = endsAt !== undefined

  useEffect(() => {
    const end = controlled ? endsAt : running ? Date.now() + seconds * 1000 : null
    // Re-reads the clock each tick instead of decrementing, so a throttled background tab stays right.
    const tick = (): boolean => {
      const s = end === null ? 0 : secondsLeft(end)
      setLeft(s > 1 ? s : 0)
      return s > 1
    }
    if (!tick()) return
    // Polled four times a second so a restored endsAt flips on the real second; React skips unchanged values.
    const id = setInterval(() => {
      if (tick()) return
      clearInterval(id)
      done()
    }, 250)
    return () => clearInterval(id)
  }, [controlled, endsAt, running, seconds])

  const counting = left > 0
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (!counting) onClick?.(e)
    else onClickWhileRunning?.()
  }

  return (
    <Button
      {...rest}
      className={cx('ui-countdown', counting && 'is-counting', className)}
      disabled={disabled || (counting && !onClickWhileRunning)}
      onClick={handleClick}
    >
      {counting ? t('secondsLeft', { s: left }) : label}
    </Button>
  )
}
