import { type ReactNode, useId } from 'react'

import { CopyButton } from '@src/ui/CopyButton'

export type CodeCardProps = {
  image?: string | null
  imageAlt?: string
  heading: string
  payCode: string
  copyLabel: string
  children?: ReactNode
}

/**
 * A copyable code under its provider's image: both repayment code pages' pay code, the
 * instructions' reference. The caller words the copy button, so the card brings no catalogue.
 */
export function CodeCard({ image, imageAlt = '', heading, payCode, copyLabel, children }: CodeCardProps) {
  const id = useId()
  return (
    <section className="repay-section repay-code" aria-labelledby={`${id}-h`}>
      {image && <img className="repay-code__logo" src={image} alt={imageAlt} />}
      <h2 id={`${id}-h`}>{heading}</h2>
      <p className="repay-code__value" translate="no">
        {payCode}
      </p>
      <CopyButton text={payCode} variant="secondary">
        {copyLabel}
      </CopyButton>
      {children}
    </section>
  )
}
