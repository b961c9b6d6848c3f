import { Placeholder } from '@src/ui/Placeholder'

/** Failed — placeholder until its feature issue builds it. */
export function UnionLoginFailed() {
  return <Placeholder title="Failed" />
}
