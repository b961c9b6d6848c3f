import { Placeholder } from '@src/ui/Placeholder'

/** Repayment — placeholder until its feature issue builds it. */
export function OldRepay() {
  return <Placeholder title="Repayment" />
}
