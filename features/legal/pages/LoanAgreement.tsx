import { Placeholder } from '@src/ui/Placeholder'

/** Loan agreement — placeholder until its feature issue builds it. */
export function LoanAgreement() {
  return <Placeholder title="Loan agreement" />
}
