import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

import { cx } from './Button'

export type TabItem<I extends string = string> = { id: I; label: string }

export type TabsProps<I extends string = string> = {
  tabs: TabItem<I>[]
  value: I
  onChange: (id: I) => void
  /** The selected tab's panel. */
  children?: ReactNode
  /** Accessible name of the tab list. */
  label?: string
  className?: string
}

/** WAI-ARIA tabs with automatic activation: arrow keys move and select; only the selected tab is in the Tab order. */
export function Tabs<I extends string = string>({ tabs, value, onChange, children, label, className }: TabsProps<I>) {
  const base = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const tabId = (id: string) => `${base}-tab-${id}`
  const panelId = `${base}-panel`
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  )

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1
    const next =
      e.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : e.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1
    if (next < 0 || !tabs[next]) return
    e.preventDefault()
    onChange(tabs[next].id)
    // Roving tabindex: focus follows the selection (tabs are the list's direct children).
    ;(listRef.current?.children[next] as HTMLElement | undefined)?.focus()
  }

  return (
    <div className={cx('ui-tabs', className)}>
      <div role="tablist" aria-label={label} className="ui-tabs__list" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={i === current}
            aria-controls={panelId}
            tabIndex={i === current ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs[current] && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(tabs[current].id)} tabIndex={0} className="ui-tabs__panel">
          {children}
        </div>
      )}
    </div>
  )
}
