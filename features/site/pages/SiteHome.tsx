import { Placeholder } from '@src/ui/Placeholder'

/** Official site — placeholder until its feature issue builds it. */
export function SiteHome() {
  return <Placeholder title="Official site" />
}
