// What failed, by name, from the runners' JSON reports: test-all prints it again just above its
// closing line, because CI keeps only the tail of a long log and a failure's own lines scroll far
// above it (a unit failure in one stop's CI run could not be named from its log).
import path from 'node:path'

const MAX_MESSAGE = 300

// eslint-disable-next-line no-control-regex -- the runners colour their messages
const COLOURS = /\u001b\[[0-9;]*m/g

/** The first line of a failure message, without terminal colours, cut to a readable length. */
function firstLine(message) {
  const lines = String(message ?? '')
    .replace(COLOURS, '')
    .split('\n')
  const line = (lines.find((l) => l.trim()) ?? '').trim()
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line
}

const relative = (file) => (file ? path.relative(process.cwd(), file) || file : '?')

/**
 * Vitest's JSON report (jest's shape): each failed test, and each file that failed without a
 * failed test (it could not load, or a hook threw).
 * @param {any} report
 * @returns {string[]}
 */
export function vitestFailures(report) {
  const out = []
  for (const file of report?.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests) out.push(`${relative(file.name)} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`)
    if (file.status === 'failed' && failedTests.length === 0) out.push(`${relative(file.name)}: ${firstLine(file.message)}`)
  }
  return out
}

/**
 * Playwright's JSON report: each row that failed (`unexpected`) or passed only on a retry
 * (`flaky`), with its project.
 * @param {any} report
 * @returns {{ failed: string[], flaky: string[] }}
 */
export function playwrightFailures(report) {
  const failed = []
  const flaky = []
  const walk = (suite, titles) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const name = `${spec.file ?? suite.file ?? '?'} > ${[...here, spec.title].join(' > ')} [${t.projectName ?? '?'}]`
        if (t.status === 'unexpected') {
          const error = (t.results ?? []).map((r) => r.error?.message ?? r.errors?.[0]?.message).find(Boolean)
          failed.push(`${name}: ${firstLine(error)}`)
        } else if (t.status === 'flaky') flaky.push(name)
      }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  for (const e of report?.errors ?? []) failed.push(`(outside any test) ${firstLine(e.message)}`)
  return { failed, flaky }
}
