import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { uiMessages } from './messages'
import { Page } from './Page'

export type PlaceholderProps = { title: string; onBack?: () => void }

/** Stands in for a route that is not built yet, marked so nobody mistakes it for a finished screen. */
export function Placeholder({ title, onBack }: PlaceholderProps) {
  const t = useT(common)
  const tu = useT(uiMessages)
  return (
    <Page title={title} onBack={onBack}>
      <div className="ui-placeholder" data-placeholder="true">
        <span className="ui-placeholder__badge">{tu('placeholderBadge')}</span>
        <p>{t('comingSoon')}</p>
      </div>
    </Page>
  )
}
