import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { useBack } from '../useBack'

/** Says what is missing and offers a way back, so a page is never blank. */
export function MissingNotice({ text }: { text: string }) {
  const t = useT(messages)
  const back = useBack()
  return (
    <div role="alert" className="ui-state ui-state--error">
      <p>{text}</p>
      <Button variant="secondary" onClick={back}>
        {t('goBack')}
      </Button>
    </div>
  )
}
