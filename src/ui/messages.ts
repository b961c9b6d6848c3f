import { defineMessages } from '@src/i18n/index'

/** UI-kit strings not in the shared catalogue. Accessible names start with the visible text (WCAG 2.5.3). */
export const uiMessages = defineMessages(
  {
    photoAlt: 'Photo {n}',
    retryPhoto: 'Try again, photo {n}',
  },
  {
    photoAlt: 'Picha {n}',
    retryPhoto: 'Jaribu tena, picha {n}',
  },
)
