import { useLocation, useNavigate } from 'react-router-dom'

import { callNative } from '@src/bridge/bridge'

/** Back to the previous in-app page, or (opened directly by the shell) closes the webview. */
export function useBack(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  return () => {
    if (location.key !== 'default') void navigate(-1)
    else callNative({ action: 'closeWebview' })
  }
}
