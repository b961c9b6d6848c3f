import { type FocusEvent, type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { cx } from './Button'

export type CarouselProps = {
  slides: ReactNode[]
  /** Autoplay period; default 3000 ms. */
  intervalMs?: number
  /** Accessible name of the carousel region. */
  label?: string
  className?: string
}

const REDUCED = '(prefers-reduced-motion: reduce)'

/** matchMedia is missing in jsdom and can throw in odd WebViews; no answer means motion is fine. */
function reducedMotionQuery(): MediaQueryList | null {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED) : null
  } catch {
    return null
  }
}

/** Swipeable banner (CSS scroll-snap) with autoplay that users can pause (WCAG 2.2.2). */
export function Carousel({ slides, intervalMs = 3000, label, className }: CarouselProps) {
  const t = useT(common)
  const count = slides.length
  const [index, setIndex] = useState(0)
  // People who asked for less motion get a still banner until they press play themselves.
  const [playing, setPlaying] = useState(() => !reducedMotionQuery()?.matches)
  const [held, setHeld] = useState(false)
  const [focused, setFocused] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  // Mirrors `index` for the timer, which may fire twice before React re-renders.
  const indexRef = useRef(0)
  const shown = Math.min(index, Math.max(0, count - 1))

  useEffect(() => {
    const mq = reducedMotionQuery()
    if (!mq) return
    const onChange = () => mq.matches && setPlaying(false)
    // addListener is the only API on Android WebViews before Chrome 80.
    if (typeof mq.addEventListener === 'function') mq.addEventListener('change', onChange)
    else mq.addListener(onChange)
    return () => (typeof mq.removeEventListener === 'function' ? mq.removeEventListener('change', onChange) : mq.removeListener(onChange))
  }, [])

  const goTo = (i: number) => {
    const n = ((i % count) + count) % count
    indexRef.current = n
    setIndex(n)
    const track = trackRef.current
    if (!track) return
    const left = n * track.clientWidth
    if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: reducedMotionQuery()?.matches ? 'auto' : 'smooth' })
    else track.scrollLeft = left
  }

  const advance = useEffectEvent(() => goTo(Math.min(indexRef.current, count - 1) + 1))
  const rotating = playing && !held && !focused && count > 1
  const period = intervalMs > 0 ? intervalMs : 3000
  useEffect(() => {
    if (!rotating) return
    const id = setInterval(() => advance(), period)
    return () => clearInterval(id)
  }, [rotating, period])

  // Keeps the dots in step with a finger swipe.
  const onScroll = () => {
    const track = trackRef.current
    if (!track || track.clientWidth <= 0) return
    indexRef.current = Math.round(track.scrollLeft / track.clientWidth)
    setIndex(indexRef.current)
  }

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  if (count === 0) return null
  // Pressing play is an explicit request, so it overrides the pause that focusing the button caused.
  const toggle = () => {
    setPlaying((p) => !p)
    setFocused(false)
  }
  const hold = () => setHeld(true)
  const release = () => setHeld(false)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx('ui-carousel', className)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerDown={hold}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onTouchCancel={release}
    >
      {/* Announce slide changes only when they are not automatic, or screen readers would never stop. */}
      <div className="ui-carousel__track" ref={trackRef} onScroll={onScroll} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { n: i + 1, total: count })}
            className="ui-carousel__slide"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="ui-carousel__controls">
          <button type="button" className="ui-carousel__toggle" aria-label={playing ? t('pause') : t('play')} onClick={toggle}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={cx('ui-carousel__dot', i === shown && 'is-on')}
              aria-label={t('slideLabel', { n: i + 1, total: count })}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  )
}
