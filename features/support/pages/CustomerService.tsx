import { Placeholder } from '@src/ui/Placeholder'

/** Customer service — placeholder until its feature issue builds it. */
export function CustomerService() {
  return <Placeholder title="Customer service" />
}
