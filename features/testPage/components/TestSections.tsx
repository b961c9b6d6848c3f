import { type ReactNode, useState } from 'react'

import { getCookie, removeCookie, setCookie } from '@src/lib/cookies'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'
import { TOAST_SHORT_MS } from '@store/ui'

import { messages } from '../messages'

/** A labelled control: the label names it for assistive technology. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
    </label>
  )
}

/** The device features a WebView must let through: a photo from the camera, a contact field, the location. */
export function DeviceSection() {
  const t = useT(messages)
  const [photo, setPhoto] = useState('')
  const [contact, setContact] = useState('')

  function locate() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      window.alert(t('noGeolocation'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => window.alert(t('coordinates', { lat: pos.coords.latitude.toFixed(6), lng: pos.coords.longitude.toFixed(6) })),
      (err) => window.alert(t('locationFailed', { reason: err.message || String(err.code) })),
      { timeout: 15000 },
    )
  }

  return (
    <>
      <h2>{t('deviceHeading')}</h2>
      <div className="stack">
        <Field label={t('photo')}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => {
              const f = e.target.files?.[0]
              setPhoto(f ? t('photoChosen', { name: f.name, kb: Math.round(f.size / 1024) }) : '')
            }}
          />
        </Field>
        {photo && <p role="status">{photo}</p>}
        <Field label={t('contact')}>
          <input
            className="field__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={contact}
            onChange={(e) => setContact(e.target.value)}
          />
        </Field>
        <button type="button" className="ui-btn ui-btn--secondary" onClick={locate}>
          {t('location')}
        </button>
      </div>
    </>
  )
}

/** The sandbox's fault scenario for the next calls (its `sbx_scenario` cookie). */
export function SandboxSection() {
  const t = useT(messages)
  const toast = useToast()
  const [scenario, setScenario] = useState(() => getCookie('sbx_scenario') ?? '')

  function applyScenario() {
    const s = scenario.trim()
    if (s) setCookie('sbx_scenario', s)
    else removeCookie('sbx_scenario')
    toast(s ? t('scenarioApplied', { s }) : t('scenarioCleared'), { kind: 'info', durationMs: TOAST_SHORT_MS })
  }

  return (
    <>
      <h2>{t('sandboxHeading')}</h2>
      <p className="hint">{t('sandboxHint')}</p>
      <div className="stack">
        <Field label={t('scenario')}>
          <input className="field__input" value={scenario} onChange={(e) => setScenario(e.target.value)} />
        </Field>
        <button type="button" className="ui-btn ui-btn--secondary" onClick={applyScenario}>
          {t('applyScenario')}
        </button>
      </div>
    </>
  )
}
