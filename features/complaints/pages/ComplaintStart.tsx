import { Placeholder } from '@src/ui/Placeholder'

/** Complaint — placeholder until its feature issue builds it. */
export function ComplaintStart() {
  return <Placeholder title="Complaint" />
}
