import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(join(process.cwd(), 'src/public', file), 'utf8')

describe('the language switch in the header', () => {
  it('brings its own colours wherever it is drawn (the landing and the dev server draw it without the public shell)', () => {
    expect(read('LanguageSwitch.tsx')).toMatch(/^import '\.\/languageSwitch\.css'$/m)
    // The header's colour, not the base link green, on the green header.
    expect(read('languageSwitch.css')).toMatch(/\.lang-switch a \{[^}]*color: inherit;/)
    expect(read('shell.css')).not.toMatch(/\.lang-switch/)
  })
})
