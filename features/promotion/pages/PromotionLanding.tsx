import { Placeholder } from '@src/ui/Placeholder'

/** Register — placeholder until its feature issue builds it. */
export function PromotionLanding() {
  return <Placeholder title="Register" />
}
