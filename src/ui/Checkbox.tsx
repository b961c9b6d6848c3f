import type { InputHTMLAttributes, ReactNode } from 'react'

import { cx } from './Button'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> & {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The label; links inside it stay clickable. */
  children: ReactNode
}

/** A native checkbox whose whole label row is the (≥ 44px) touch target. */
export function Checkbox({ checked, onChange, children, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('ui-check', rest.disabled && 'is-disabled', className)}>
      <input {...rest} type="checkbox" className="ui-check__box" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="ui-check__label">{children}</span>
    </label>
  )
}
