import type { ScreenEntry } from '@src/nav/screens'

/** The developer test page (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [{ target: 'testPreview', page: 'TestPreview', access: 'borrower' }]
