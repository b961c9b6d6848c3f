/** The complaint screens' limits and timings (SPEC 9). */

export const DESCRIPTION_MAX = 200
export const IMAGES_MAX = 9
export const SUCCESS_MODAL_MS = 1500
export const RATING_DELAY_MS = 3000
/** 'list info and success toasts 2 s' (SPEC 9). */
export const SHORT_TOAST_MS = 2000

/** State the start page hands to the next page so it can show the tags without asking again. */
export type NextPageState = { typeTitle: string; sonTitle: string; fromStart: true }
