import type { Matcher } from '@testing-library/react'

/**
 * Matches the element whose whole text is `text`, though values in it stand in spans of their own
 * (src/ui/ValueText.tsx keeps 'TZS 45,500.00' or 'M-Pesa' whole): the line a borrower reads.
 */
export function wholeText(text: string | RegExp): Matcher {
  return (_content, el) => {
    const own = el?.textContent ?? ''
    const hit = typeof text === 'string' ? own === text : text.test(own)
    // The innermost element that holds it all, not each ancestor.
    return (
      hit && ![...(el?.children ?? [])].some((c) => (typeof text === 'string' ? c.textContent === text : text.test(c.textContent ?? '')))
    )
  }
}
