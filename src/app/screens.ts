// Relative imports with their extensions: vite.config.ts reads this table in Node, outside the aliases.
import { screens as account } from '../../features/account/screens.ts'
import { screens as bank } from '../../features/bank/screens.ts'
import { screens as complaints } from '../../features/complaints/screens.ts'
import { screens as loan } from '../../features/loan/screens.ts'
import { screens as order } from '../../features/order/screens.ts'
import { screens as repayment } from '../../features/repayment/screens.ts'
import { screens as support } from '../../features/support/screens.ts'
import { screens as testPage } from '../../features/testPage/screens.ts'
import { type PlacedScreen, placeScreens } from '../nav/screens.ts'

/**
 * Every app screen, from the features' tables. The public site, legal pages and the
 * promotion landing have their own table with their Swahili twins (src/public/pages.ts).
 */
export const appScreens: readonly PlacedScreen[] = placeScreens({ account, bank, complaints, loan, order, repayment, support, testPage })
