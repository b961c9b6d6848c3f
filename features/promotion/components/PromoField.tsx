import type { ReactNode } from 'react'

type Props = { id: string; label: string; children: ReactNode }

/** One labelled field of the register form; the label names the control with the given id. */
export function PromoField({ id, label, children }: Props) {
  return (
    <div className="promo-field">
      <label className="promo-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}
