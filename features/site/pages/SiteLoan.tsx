import { Placeholder } from '@src/ui/Placeholder'

/** Loan terms and conditions — placeholder until its feature issue builds it. */
export function SiteLoan() {
  return <Placeholder title="Loan terms and conditions" />
}
