// Types of ./sizes.mjs for its test (./sizes.test.ts).
type Row = { name: string; path?: string; source: string; js: number; css: number; jsFiles: string[]; cssFiles: string[] }
export const PUBLIC_JS_BUDGET: number
export const BORROWER_JS_BUDGET: number
export const APP_START_LAZY: string[]
export const APP_START_VITALS: string[]
export function measureSizes(outDir: string): { public: Row[]; borrower: (Row & { vitalsJs: number })[] }
