import { type AnchorHTMLAttributes, forwardRef } from 'react'
import { type To, useHref, useLinkClickHandler } from 'react-router-dom'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown }

/**
 * A link inside the app: an `<a href>` that moves with the router on a plain tap, and leaves a
 * modified click (new tab, download) or another target to the browser. Made from react-router's
 * own `useHref` and `useLinkClickHandler`: its `Link` also carries framework-mode prefetching
 * (page links, route modules) that this app never uses, on every screen's start.
 */
export const Link = forwardRef<HTMLAnchorElement, Props>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const href = useHref(to)
  const follow = useLinkClickHandler(to, { replace, state, target })
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e)
        if (!e.defaultPrevented) follow(e)
      }}
    />
  )
})
