import type { Template } from '@src/lender/promotion/types'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

/** The campaign banner: the template's title and picture, or our own words until it loads. */
export function Banner({ template }: { template: Template | null }) {
  const t = useT(messages)
  const title = template?.bannerTitle || t('defaultBannerTitle')
  const subtitle = template?.bannerSubtitle || t('defaultBannerSubtitle')
  return (
    <section className="promo-banner" aria-labelledby="promo-banner-title">
      <div className="promo-banner__text">
        <h2 id="promo-banner-title" className="promo-banner__title">
          <ValueText text={title} />
        </h2>
        <p className="promo-banner__subtitle">
          <ValueText text={subtitle} />
        </p>
      </div>
      {template?.bannerImage && <img className="promo-banner__image" src={template.bannerImage} alt="" width={360} height={160} />}
    </section>
  )
}
