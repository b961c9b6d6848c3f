// Types of ./testReport.mjs for its test (./testReport.test.ts).
export function vitestFailures(report: unknown): string[]
export function playwrightFailures(report: unknown): { failed: string[]; flaky: string[] }
