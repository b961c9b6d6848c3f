import { useSyncExternalStore } from 'react'
import { subscribeToWindow } from '@src/lib/windowEvents'

const subscribe = subscribeToWindow('online', 'offline')

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}
