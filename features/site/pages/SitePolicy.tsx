import { Placeholder } from '@src/ui/Placeholder'

/** Privacy Agreement — placeholder until its feature issue builds it. */
export function SitePolicy() {
  return <Placeholder title="Privacy Agreement" />
}
