import { Placeholder } from '@src/ui/Placeholder'

/** Verification — placeholder until its feature issue builds it. */
export function OldRepayVerify() {
  return <Placeholder title="Verification" />
}
