import { Placeholder } from '@src/ui/Placeholder'

/** Delete account — placeholder until its feature issue builds it. */
export function DeleteAccount() {
  return <Placeholder title="Delete account" />
}
