import { Placeholder } from '@src/ui/Placeholder'

/** How to pay — placeholder until its feature issue builds it. */
export function PaymentInstructions() {
  return <Placeholder title="How to pay" />
}
