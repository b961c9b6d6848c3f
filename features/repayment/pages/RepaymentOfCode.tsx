import { Placeholder } from '@src/ui/Placeholder'

/** Repayment code — placeholder until its feature issue builds it. */
export function RepaymentOfCode() {
  return <Placeholder title="Repayment code" />
}
