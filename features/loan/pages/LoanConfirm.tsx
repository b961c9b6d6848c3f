import { Placeholder } from '@src/ui/Placeholder'

/** Confirm loan — placeholder until its feature issue builds it. */
export function LoanConfirm() {
  return <Placeholder title="Confirm loan" />
}
