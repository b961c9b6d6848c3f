import { Placeholder } from '@src/ui/Placeholder'

/** Rollover Repayment — placeholder until its feature issue builds it. */
export function RepayDelay() {
  return <Placeholder title="Rollover Repayment" />
}
