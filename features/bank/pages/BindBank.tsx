import { Placeholder } from '@src/ui/Placeholder'

/** Payment account information — placeholder until its feature issue builds it. */
export function BindBank() {
  return <Placeholder title="Payment account information" />
}
