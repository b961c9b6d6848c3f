import { Placeholder } from '@src/ui/Placeholder'

/** Repayment — placeholder until its feature issue builds it. */
export function Repay() {
  return <Placeholder title="Repayment" />
}
