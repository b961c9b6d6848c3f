import { Placeholder } from '@src/ui/Placeholder'

/** Order — placeholder until its feature issue builds it. */
export function Order() {
  return <Placeholder title="Order" />
}
