import { Placeholder } from '@src/ui/Placeholder'

/** About us — placeholder until its feature issue builds it. */
export function AboutUs() {
  return <Placeholder title="About us" />
}
