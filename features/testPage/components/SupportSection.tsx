import { useId, useRef, useState } from 'react'

import { detectShell } from '@src/bridge/bridge'
import { config } from '@src/config/env'
import { leftOutNotes } from '@src/lib/diagnosticNotes'
import { lastReadings, readingText } from '@src/vitals/readings'
import { devtoolsSwitched } from '@store/devtools'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { requestLog } from '@store/requestLog'

import { buildDiagnostics } from '../diagnostics'
import { messages } from '../messages'

/** Copies text; false when the WebView refuses (no clipboard API, insecure context, no permission). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Support staff: "Copy diagnostics" for a ticket, and Redux DevTools on demand. */
export function SupportSection() {
  const t = useT(messages)
  const dispatch = useAppDispatch()
  const session = useAppSelector((s) => s.session)
  const outbox = useAppSelector((s) => s.outbox)
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [status, setStatus] = useState('')
  const [devtools, setDevtools] = useState(false)

  async function copy() {
    // The log is read at the moment of the tap: it moves with every call.
    const report = buildDiagnostics({
      now: new Date(),
      mode: import.meta.env.MODE,
      shell: detectShell(),
      config,
      session,
      outbox,
      requests: requestLog(),
      leftOut: leftOutNotes(),
      vitals: lastReadings().map(readingText),
    })
    setText(report)
    const ok = await copyText(report)
    setStatus(ok ? t('diagnosticsCopied') : t('copyFailed'))
    if (!ok) requestAnimationFrame(() => area.current?.select())
  }

  function switchDevtools() {
    dispatch(devtoolsSwitched(!devtools))
    setStatus(devtools ? t('devtoolsSwitchedOff') : t('devtoolsSwitchedOn'))
    setDevtools(!devtools)
  }

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('supportHeading')}</h2>
      <p className="hint">{t('supportHint')}</p>
      <div className="stack">
        <button type="button" className="ui-btn ui-btn--primary" onClick={() => void copy()}>
          {t('copyDiagnostics')}
        </button>
        <button type="button" className="ui-btn ui-btn--secondary" aria-pressed={devtools} onClick={switchDevtools}>
          {devtools ? t('devtoolsOff') : t('devtoolsOn')}
        </button>
        <p role="status">{status}</p>
        {text && (
          <label className="field">
            <span className="field__label">{t('diagnostics')}</span>
            <textarea ref={area} className="field__input" readOnly rows={12} value={text} spellCheck={false} />
          </label>
        )}
      </div>
    </section>
  )
}
