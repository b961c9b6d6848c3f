import { Placeholder } from '@src/ui/Placeholder'

/** Privacy policy — placeholder until its feature issue builds it. */
export function PrivacyPolicy() {
  return <Placeholder title="Privacy policy" />
}
