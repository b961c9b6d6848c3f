import { localisedPath } from '@src/i18n/urlLang'
import { paths } from '@src/nav/paths'
import { Carousel } from '@src/ui/Carousel'
import { useLang, useT } from '@store/hooks'

import { messages } from '../messages'
import { useHydrated } from '../useHydrated'

/** SPEC 9: the banner carousel turns every 3000 ms (the UI kit pauses it for reduced motion and touch). */
export const BANNER_INTERVAL_MS = 3000

/** Each banner leads somewhere (and so holds something focusable, which keeps the swipe area keyboard-reachable). */
const SLIDES = [
  { n: 1, href: '#site-how', cta: 'slide1Cta' },
  { n: 2, href: '#site-why', cta: 'slide2Cta' },
  { n: 3, href: paths.siteLoan, cta: 'slide3Cta' },
] as const

export function Banners() {
  const t = useT(messages)
  const lang = useLang()
  const hydrated = useHydrated()
  const slides = SLIDES.map(({ n, href, cta }) => (
    <div key={n} className={`site-slide site-slide--${n}`}>
      <p className="site-slide__title">{t(`slide${n}Title`)}</p>
      <p className="site-slide__text">{t(`slide${n}Text`)}</p>
      <a className="site-slide__cta" href={href.startsWith('/') ? localisedPath(href, lang) : href}>
        {t(cta)}
      </a>
    </div>
  ))
  // Prerendered and during hydration: the first banner, still; the carousel takes over right after.
  // The still version takes the carousel's exact space (every slide in the track, so the tallest
  // sets the height, and the controls' row) so nothing below moves when it takes over (CLS).
  if (!hydrated)
    return (
      <div className="site-banners site-banners--static">
        <div className="ui-carousel__track">
          {slides.map((slide, i) => (
            <div key={i} className="ui-carousel__slide" aria-hidden={i > 0 || undefined} inert={i > 0 || undefined}>
              {slide}
            </div>
          ))}
        </div>
        <div className="site-banners__controls" aria-hidden="true" />
      </div>
    )
  return <Carousel className="site-banners" slides={slides} intervalMs={BANNER_INTERVAL_MS} label={t('bannersLabel')} />
}
