import { Placeholder } from '@src/ui/Placeholder'

/** Feedback — placeholder until its feature issue builds it. */
export function SiteFeedback() {
  return <Placeholder title="Feedback" />
}
