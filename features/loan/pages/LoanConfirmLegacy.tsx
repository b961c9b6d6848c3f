import { LoanConfirmScreen } from '../components/LoanConfirmScreen'

/** The older loan confirm: same screen, obfuscated paths and field names, code '00' is success. */
export function LoanConfirmLegacy() {
  return <LoanConfirmScreen variant="legacy" />
}
