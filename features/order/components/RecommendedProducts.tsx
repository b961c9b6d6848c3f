import type { RecProduct } from '@src/lender/order/types'
import { imageSrc } from '@src/lib/navigate'
import { Button } from '@src/ui/Button'
import { Section } from '@src/ui/Section'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { useHandOff } from '../useHandOff'
import { useOpenRecProduct } from '../useOpenRecProduct'

export type RecommendedProductsProps = { items: RecProduct[]; moduleId: string }

/** The recommended-product list with the 'Click to view more products' entry (native list screen). */
export function RecommendedProducts({ items, moduleId }: RecommendedProductsProps) {
  const t = useT(messages)
  const handOff = useHandOff()
  const { open, busyLink } = useOpenRecProduct(moduleId)
  if (items.length === 0) return null
  return (
    <Section className="order-rec" headingClassName="order-section__title" heading={t('recHeading')}>
      <ul className="order-rec__list">
        {items.map((item, position) => (
          <li key={`${item.linkId}-${position}`} className="order-rec__item">
            <div className="order-rec__head">
              {imageSrc(item.logo) && <img className="order-rec__logo" src={imageSrc(item.logo)!} alt="" width="40" height="40" />}
              <h3 className="order-rec__name">{item.name}</h3>
              <Button
                className="order-rec__btn"
                variant="primary"
                disabled={!item.clickable || (busyLink !== null && busyLink !== item.linkId)}
                loading={busyLink === item.linkId}
                // The button's visible text alone ('Apply') would be ambiguous in a list.
                aria-label={`${item.buttonText || t('recApply')}, ${item.name}${item.clickable ? '' : `, ${t('recUnavailable')}`}`}
                onClick={() => void open(item, position)}
              >
                {item.buttonText || t('recApply')}
              </Button>
            </div>
            <p className="order-rec__amount">
              {item.amountRange}
              {item.rangeDesc && <span className="order-rec__range-desc">{item.rangeDesc}</span>}
            </p>
            {item.rate && <p className="order-rec__rate">{item.rate}</p>}
            {item.description && <p className="order-rec__desc">{item.description}</p>}
          </li>
        ))}
      </ul>
      <Button variant="text" fullWidth onClick={() => handOff('recommendList')}>
        {t('moreProducts')}
      </Button>
    </Section>
  )
}
