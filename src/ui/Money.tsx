import { formatAmount, formatDotGrouped, formatTzs, formatWithSymbol, formatYuanStyle, type MinorInput } from '@src/lib/money'

import { cx } from './Button'

export type MoneyFormat = 'plain' | 'tzs' | 'dot' | 'yuan'

export type MoneyProps = {
  /** Amount in MINOR units (cents); null or unreadable shows '—'. */
  minor: MinorInput
  /** 'plain' 12,345.67 · 'tzs' TZS 12,345.67 · 'dot' 12.345,67 · 'yuan' ¥12,345.67. Default 'plain'. */
  format?: MoneyFormat
  /** A currency symbol to prefix ('₹ 12,345.67'); overrides `format`. */
  symbol?: string
  className?: string
}

const FORMATTERS: Record<MoneyFormat, (minor: MinorInput) => string> = {
  plain: formatAmount,
  tzs: formatTzs,
  dot: formatDotGrouped,
  yuan: formatYuanStyle,
}

/** Formats in one place (src/lib/money) so no page divides by 100 itself. */
export function Money({ minor, format = 'plain', symbol, className }: MoneyProps) {
  const text = symbol !== undefined ? formatWithSymbol(minor, symbol) : (FORMATTERS[format] ?? formatAmount)(minor)
  // translate="no" stops the WebView's page translation from rewriting figures; nowrap keeps them on one line.
  return (
    <span className={cx('ui-money', className)} translate="no">
      {text}
    </span>
  )
}
