import { type ReactNode, useId } from 'react'

type Props = {
  heading: ReactNode
  className?: string
  headingClassName?: string
  children?: ReactNode
}

/** A region named by its h2 heading (aria-labelledby): how a screen draws one titled part of itself. */
export function Section({ heading, className, headingClassName, children }: Props) {
  const id = useId()
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
