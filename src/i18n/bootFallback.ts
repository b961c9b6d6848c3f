import { defineMessages } from './index.ts'

/**
 * The update message index.html shows when the app cannot start on the phone. It is
 * static HTML shown before any app code runs, so it cannot go through t() at run time: the build
 * and the dev server write it into index.html from here (scripts/build/start/message.ts).
 * Reading chosen: the cause may also be a script the network blocked, so the text names the
 * likely cause (an old Android System WebView) and the other remedy (connection, try again).
 */
export const bootFallback = defineMessages(
  {
    title: 'This page could not start on your phone.',
    text: 'Your phone’s browser component (Android System WebView) may be out of date. Update it, then open the app again. On an iPhone, update iOS. If it is up to date, check your connection and try again.',
    storeLink: 'Update Android System WebView',
    retry: 'Try again',
    help: 'Need help? Call customer service',
  },
  {
    title: 'Ukurasa huu haukuweza kufunguka kwenye simu yako.',
    text: 'Huenda kivinjari cha ndani cha simu yako (Android System WebView) ni cha zamani. Kisasishe, kisha ufungue programu tena. Kwenye iPhone, sasisha iOS. Kama ni kipya, angalia mtandao wako kisha ujaribu tena.',
    storeLink: 'Sasisha Android System WebView',
    retry: 'Jaribu tena',
    help: 'Unahitaji msaada? Piga simu huduma kwa wateja',
  },
)

/** Google Play's page for Android System WebView (the component old phones stop updating). */
export const WEBVIEW_STORE_URL = 'https://play.google.com/store/apps/details?id=com.google.android.webview'
