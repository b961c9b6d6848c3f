import { Placeholder } from '@src/ui/Placeholder'

/** Complaint details — placeholder until its feature issue builds it. */
export function ComplaintDetails() {
  return <Placeholder title="Complaint details" />
}
