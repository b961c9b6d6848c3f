import type { ChangeEvent } from 'react'

import { common } from '@src/i18n/common'
import { useT } from '@store/hooks'

import { Button, cx } from './Button'
import { uiMessages } from './messages'

/**
 * `unreadable`: the file is no picture the phone can read: a plain tile with its error, no preview, no retry.
 * `kept`: not uploaded, but kept on the phone with the complaint and sent with it later: `error` says so, no retry.
 */
export type UploadItem = {
  id: string
  previewUrl: string
  status: 'uploading' | 'done' | 'failed' | 'kept'
  error?: string
  unreadable?: boolean
}

export type ImageUploaderProps = {
  items: UploadItem[]
  max: number
  /** Called with at most the remaining capacity's worth of picked images. */
  onPick: (files: File[]) => void
  onRemove: (id: string) => void
  onRetry: (id: string) => void
  /** Told what a pick left out (beyond `max`, or not a picture), so the screen can say so. */
  onLeftOut?: (left: { tooMany: number; notImages: number }) => void
  /** Label of the add tile; defaults to t('addPhoto'). */
  addLabel?: string
  disabled?: boolean
}

/** Photo list with an add tile; the file input disappears once the limit is reached. */
export function ImageUploader({ items, max, onPick, onRemove, onRetry, onLeftOut, addLabel, disabled = false }: ImageUploaderProps) {
  const t = useT(common)
  const tu = useT(uiMessages)
  const remaining = Math.max(0, max - items.length)

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    // 'accept' is only a hint; some Android pickers still offer PDFs and other files.
    const picked = Array.from(e.target.files ?? [])
    const files = picked.filter((f) => !f.type || f.type.startsWith('image/'))
    // Cleared so picking the same photo again (after removing it) still fires change.
    e.target.value = ''
    const allowed = files.slice(0, remaining)
    onLeftOut?.({ tooMany: files.length - allowed.length, notImages: picked.length - files.length })
    if (allowed.length) onPick(allowed)
  }

  return (
    <div className="ui-uploader">
      <p className="ui-uploader__count" aria-live="polite">
        {t('photoCount', { n: items.length, max })}
      </p>
      <ul className="ui-uploader__list">
        {items.map((item, i) => (
          <li
            key={item.id}
            className={cx('ui-uploader__item', `is-${item.status}`, (item.status === 'failed' || item.status === 'kept') && 'has-note')}
          >
            {item.previewUrl ? (
              <img src={item.previewUrl} alt={tu('photoAlt', { n: i + 1 })} className="ui-uploader__img" />
            ) : (
              <span className="ui-uploader__img ui-uploader__img--none" aria-hidden="true" />
            )}
            {item.status === 'uploading' && (
              <span className="ui-uploader__state">
                <span className="ui-spinner" aria-hidden="true" />
                <span className="ui-sr-only">{t('loading')}</span>
              </span>
            )}
            {item.status === 'failed' && !item.unreadable && (
              <span className="ui-uploader__state ui-uploader__state--end">
                <Button variant="secondary" aria-label={tu('retryPhoto', { n: i + 1 })} onClick={() => onRetry(item.id)}>
                  {t('retry')}
                </Button>
              </span>
            )}
            {/* The status in words sits below the picture, where the remove button never covers it. */}
            {(item.status === 'failed' || item.status === 'kept') && (
              <span className={item.status === 'kept' ? 'ui-uploader__note' : 'ui-uploader__note ui-uploader__error'}>
                {item.error || t('error')}
              </span>
            )}
            <button
              type="button"
              className="ui-uploader__remove"
              aria-label={t('removePhoto', { n: i + 1 })}
              onClick={() => onRemove(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {remaining > 0 && (
          <li className="ui-uploader__item">
            <label className="ui-uploader__add">
              <input type="file" accept="image/*" multiple={remaining > 1} disabled={disabled} className="ui-sr-only" onChange={onChange} />
              <span aria-hidden="true" className="ui-uploader__plus">
                +
              </span>
              <span>{addLabel ?? t('addPhoto')}</span>
            </label>
          </li>
        )}
      </ul>
    </div>
  )
}
