import { useAppSelector } from '@store/hooks'

/** True once persisted client state is back (always true where nothing is persisted, as in tests). */
export function useRehydrated(): boolean {
  return useAppSelector((s) => (s as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated ?? true)
}
