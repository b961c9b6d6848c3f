import { Placeholder } from '@src/ui/Placeholder'

/** My complaints — placeholder until its feature issue builds it. */
export function ComplaintList() {
  return <Placeholder title="My complaints" />
}
