import type { Dispatch } from '@reduxjs/toolkit'

import { pickLang } from '@src/i18n/index'
import { devtoolsSwitched } from '@store/devtools'
import { clearRequestLog } from '@store/requestLog'
import { langChanged, paramsUpdated, sessionCleared } from '@store/session'
import { shellParamsFromQuery } from '@store/shellParams'
import { bridgeCalled, bridgeMessageReceived } from '@store/ui'

import { setBridgeListener } from './bridge'
import { installShellMessageListener, onShellMessage } from './messages'

/**
 * Wires the bridge to the store: every native call is recorded (DevTools), and the shell's
 * messages, from any of the three shells, become store actions. Returns an undo (tests).
 */
export function connectBridgeToStore(dispatch: Dispatch, win: Window = window): () => void {
  // Tracking points are sent to the shell beside the lender's event call (src/bridge/tracking.ts),
  // so a browser without a shell has nothing more to send here.
  setBridgeListener((c) => dispatch(bridgeCalled(c)))
  const uninstall = installShellMessageListener(win)
  const off = onShellMessage((m) => {
    dispatch(bridgeMessageReceived({ type: m.type, payload: 'payload' in m ? m.payload : undefined }))
    if (m.type === 'sessionParams') dispatch(paramsUpdated(shellParamsFromQuery(new URLSearchParams(m.payload).toString()).params))
    if (m.type === 'lang') dispatch(langChanged(pickLang(m.payload.lang)))
    if (m.type === 'logout') {
      // The borrower logged out in the app: forget the session (the outbox clears on sessionCleared)
      // and the request log, which is this borrower's.
      clearRequestLog()
      dispatch(sessionCleared())
    }
    // Support staff: Redux DevTools on or off without a special build (sanitisers always apply).
    if (m.type === 'devtools') dispatch(devtoolsSwitched(m.payload.enabled))
  })
  return () => {
    off()
    uninstall()
    setBridgeListener(() => undefined)
  }
}
