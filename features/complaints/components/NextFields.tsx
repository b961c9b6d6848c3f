import { type ChangeEvent, useId } from 'react'

import { common } from '@src/i18n/common'
import { cx } from '@src/ui/Button'
import { ImageUploader } from '@src/ui/ImageUploader'
import { useT } from '@store/hooks'

import { DESCRIPTION_MAX, IMAGES_MAX } from '../limits'
import { messages } from '../messages'
import type { useImageUploads } from '../useImageUploads'

/** The chosen type and sub-type, as tags above the form. */
export function ComplaintTags({ titles }: { titles: string[] }) {
  const t = useT(messages)
  const shown = titles.filter(Boolean)
  if (shown.length === 0) return null
  return (
    <ul className="cmp-tags" aria-label={t('questionType')}>
      {shown.map((title) => (
        <li key={title} className="cmp-tag">
          {title}
        </li>
      ))}
    </ul>
  )
}

type DescribeProps = { text: string; onText: (e: ChangeEvent<HTMLTextAreaElement>) => void; shortened: boolean }

/** The description with its counter (SPEC 5: at most DESCRIPTION_MAX characters) and, after a paste that overflowed, what was kept. */
export function DescribeField({ text, onText, shortened }: DescribeProps) {
  const t = useT(messages)
  const tc = useT(common)
  const fieldId = useId()
  const counterId = useId()
  const n = Array.from(text).length
  return (
    <div className="cmp-field">
      <label htmlFor={fieldId} className="cmp-field__label">
        {t('describeLabel')}
      </label>
      <textarea
        id={fieldId}
        className="cmp-textarea"
        value={text}
        onChange={onText}
        placeholder={t('describePlaceholder')}
        aria-describedby={counterId}
        rows={6}
      />
      <p id={counterId} className={cx('cmp-counter', n >= DESCRIPTION_MAX && 'is-full')}>
        <span aria-hidden="true">{t('counter', { n, max: DESCRIPTION_MAX })}</span>
        <span className="ui-sr-only">{t('counterHint', { max: DESCRIPTION_MAX })}</span>
      </p>
      {shortened && (
        <p className="cmp-counter" role="status">
          {tc('textShortened', { max: DESCRIPTION_MAX })}
        </p>
      )}
    </div>
  )
}

type PhotosProps = { uploads: ReturnType<typeof useImageUploads>; note: string; setNote: (note: string) => void; disabled: boolean }

/** The pictures (SPEC 5: at most IMAGES_MAX), and beside them what a pick left out or what keeps the draft from going. */
export function PhotosField({ uploads, note, setNote, disabled }: PhotosProps) {
  const t = useT(messages)
  return (
    <div className="cmp-field">
      <span className="cmp-field__label">{t('photosLabel', { max: IMAGES_MAX })}</span>
      <ImageUploader
        items={uploads.items}
        max={IMAGES_MAX}
        onPick={uploads.pick}
        onRemove={(id) => {
          setNote('')
          uploads.remove(id)
        }}
        onRetry={uploads.retry}
        onLeftOut={({ tooMany, notImages }) =>
          setNote(
            [tooMany ? t('tooManyPhotos', { n: tooMany, max: IMAGES_MAX }) : '', notImages ? t('notPictures', { n: notImages }) : '']
              .filter(Boolean)
              .join(' '),
          )
        }
        disabled={disabled}
      />
      <p className="cmp-photo-note" role="status">
        {note}
      </p>
    </div>
  )
}
