import { defineMessages } from '@src/i18n/index'

/** Strings of the last-known note. */
export const messages = defineMessages(
  {
    updated: 'Updated {time}, {ago}',
    justNow: 'just now',
    minutesAgo: '{n} minutes ago',
    minuteAgo: '1 minute ago',
    hoursAgo: '{n} hours ago',
    hourAgo: '1 hour ago',
    daysAgo: '{n} days ago',
    dayAgo: '1 day ago',
    offline: 'You are offline. This is what we last saw.',
    refreshing: 'Updating…',
    refreshFailed: 'We could not update this screen. This is what we last saw.',
    needsNetwork: 'Available when you are back online.',
  },
  {
    updated: 'Imesasishwa {time}, {ago}',
    justNow: 'sasa hivi',
    minutesAgo: 'dakika {n} zilizopita',
    minuteAgo: 'dakika 1 iliyopita',
    hoursAgo: 'saa {n} zilizopita',
    hourAgo: 'saa 1 iliyopita',
    daysAgo: 'siku {n} zilizopita',
    dayAgo: 'siku 1 iliyopita',
    offline: 'Huna mtandao. Hivi ndivyo tulivyoona mara ya mwisho.',
    refreshing: 'Inasasisha…',
    refreshFailed: 'Hatukuweza kusasisha ukurasa huu. Hivi ndivyo tulivyoona mara ya mwisho.',
    needsNetwork: 'Inapatikana ukirudi mtandaoni.',
  },
)
