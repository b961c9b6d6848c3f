import path from 'node:path'
import type { JSONReport, JSONReportSpec, JSONReportTest } from '@playwright/test/reporter'
import { describe, expect, it } from 'vitest'
import type { JsonAssertionResult, JsonTestResult, JsonTestResults } from 'vitest/reporters'

import { playwrightFailures, vitestFailures } from './testReport.mjs'

// Reports in the runners' own JSON shapes (their published types), as test-all reads them.
const assertion = (fullName: string, status: JsonAssertionResult['status'], failureMessages: string[] = []): JsonAssertionResult => ({
  ancestorTitles: [],
  fullName,
  status,
  title: fullName,
  meta: {},
  failureMessages,
  tags: [],
})
const file = (name: string, status: JsonTestResult['status'], assertionResults: JsonAssertionResult[], message = ''): JsonTestResult => ({
  name: path.join(process.cwd(), name),
  status,
  message,
  startTime: 0,
  endTime: 1,
  assertionResults,
})
const vitestReport = (testResults: JsonTestResult[]) => ({ testResults }) as Partial<JsonTestResults>

const rowTest = (projectName: string, status: JSONReportTest['status'], message?: string) =>
  ({
    projectName,
    status,
    results: message ? [{ status: 'failed', error: { message }, errors: [{ message }] }] : [{ status: 'passed', errors: [] }],
  }) as unknown as JSONReportTest
const spec = (title: string, specFile: string, tests: JSONReportTest[]) => ({ title, file: specFile, tests }) as unknown as JSONReportSpec

describe('the failures test-all names again above its closing line', () => {
  it('names each failed unit test with its file and the first line of its message, colours taken out', () => {
    const report = vitestReport([
      file('src/a.test.ts', 'failed', [
        assertion('money > reads 1,000 exactly', 'failed', [
          '\u001b[31mAssertionError: expected 100 to be 1000\u001b[39m\n    at a.test.ts:3',
        ]),
        assertion('money > keeps the amount', 'passed'),
      ]),
      file('src/b.test.ts', 'passed', [assertion('b works', 'passed')]),
    ])
    expect(vitestFailures(report)).toEqual(['src/a.test.ts > money > reads 1,000 exactly: AssertionError: expected 100 to be 1000'])
  })

  it('names a unit test file that failed without a failed test (it could not load)', () => {
    const report = vitestReport([file('src/c.test.ts', 'failed', [], 'Error: Failed to load url ./missing\n  at …')])
    expect(vitestFailures(report)).toEqual(['src/c.test.ts: Error: Failed to load url ./missing'])
  })

  it('names each failed e2e row with its describe path and project, and the flaky rows apart', () => {
    const report = {
      suites: [
        {
          title: 'smoke.spec.ts',
          file: 'smoke.spec.ts',
          specs: [spec('the app starts', 'smoke.spec.ts', [rowTest('desktop', 'expected'), rowTest('mobile-chromium', 'flaky')])],
          suites: [
            {
              title: 'offline',
              file: 'smoke.spec.ts',
              specs: [
                spec('the queue sends after reconnect', 'smoke.spec.ts', [
                  rowTest('mobile-chromium', 'unexpected', 'Error: expect(locator).toBeVisible() failed\n\nLocator: …'),
                ]),
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer exited early' }],
    } as unknown as JSONReport
    expect(playwrightFailures(report)).toEqual({
      failed: [
        'smoke.spec.ts > offline > the queue sends after reconnect [mobile-chromium]: Error: expect(locator).toBeVisible() failed',
        '(outside any test) Error: webServer exited early',
      ],
      flaky: ['smoke.spec.ts > the app starts [mobile-chromium]'],
    })
  })

  it('cuts a very long message, and reads a missing report as nothing failed by name', () => {
    const long = `Error: ${'x'.repeat(400)}`
    const [line] = vitestFailures(vitestReport([file('src/d.test.ts', 'failed', [assertion('d', 'failed', [long])])]))
    expect(line.length).toBeLessThan(340)
    expect(line.endsWith('…')).toBe(true)
    expect(vitestFailures(null)).toEqual([])
    expect(playwrightFailures(null)).toEqual({ failed: [], flaky: [] })
  })
})
