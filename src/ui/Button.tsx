import type { ComponentProps } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'text'

export type ButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant
  /** Shows a spinner, sets aria-busy and blocks further clicks (no double submits on slow networks). */
  loading?: boolean
  fullWidth?: boolean
  /** Defaults to 'button' so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset'
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** A native button; the grey disabled look is defined in ui.css with a dark label (contrast ≥ 4.5:1). */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx('ui-btn', `ui-btn--${variant}`, fullWidth && 'ui-btn--full', className)}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}
