import { LoanConfirmScreen } from '../components/LoanConfirmScreen'

/** Loan confirm (V3): the /v3 calls with plain names. */
export function LoanConfirm() {
  return <LoanConfirmScreen variant="v3" />
}
