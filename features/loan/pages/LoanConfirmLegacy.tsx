import { Placeholder } from '@src/ui/Placeholder'

/** Confirm loan — placeholder until its feature issue builds it. */
export function LoanConfirmLegacy() {
  return <Placeholder title="Confirm loan" />
}
