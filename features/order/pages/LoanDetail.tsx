import { Placeholder } from '@src/ui/Placeholder'

/** Order Details — placeholder until its feature issue builds it. */
export function LoanDetail() {
  return <Placeholder title="Order Details" />
}
