/** The lazy imports of the features' screen tables, written by the build from src/app/screens.ts (scripts/build/screens). */
declare module 'virtual:screen-modules' {
  /** Each page of the tables, by its path from the root ('features/repayment/pages/Repay.tsx'). */
  export const pageModules: Readonly<Record<string, () => Promise<Record<string, unknown>>>>
  /** The api.ts of each feature whose table names a first call, by the feature's folder ('repayment'). */
  export const apiModules: Readonly<Record<string, () => Promise<Record<string, unknown>>>>
}
