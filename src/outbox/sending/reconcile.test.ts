import { describe, expect, it } from 'vitest'

import { judge, keysOf, listRows, sameText, storedForm } from './reconcile'

const entry = (text: string, baseline?: string[]) => ({
  complaint: { problemType: '2', problemSonType: '', problemDetail: text, orderNo: 'ORD1' },
  ...(baseline ? { baseline } : {}),
})
const rows = (...list: { id?: string; time?: string; content: string }[]) => listRows({ tabs: [{ title: 'Processing', list }] })!

describe('text as a server may store it', () => {
  it('matches across line breaks, surrounding and repeated space, <br> and HTML escapes', () => {
    const ours = '  Nililipa Jumatatu.\r\nBado nadaiwa & sijui kwa nini.  '
    expect(sameText(ours, 'Nililipa Jumatatu.\nBado nadaiwa & sijui kwa nini.')).toBe(true)
    expect(sameText(ours, 'Nililipa Jumatatu. Bado nadaiwa &amp; sijui kwa nini.')).toBe(true)
    expect(sameText(ours, 'Nililipa Jumatatu.<br/>Bado nadaiwa & sijui kwa nini.')).toBe(true)
    expect(storedForm('a\r\n\r\n b ')).toBe('a b')
  })

  it('matches a text cut short by a length limit (with or without an ellipsis), never a different one', () => {
    const ours = 'Nimelipa deni lote kupitia M-Pesa lakini bado naonekana nadaiwa na kampuni.'
    expect(sameText(ours, 'Nimelipa deni lote kupitia M-Pesa lakini')).toBe(true)
    expect(sameText(ours, 'Nimelipa deni lote kupitia M-Pesa…')).toBe(true)
    expect(sameText(ours, 'Nimelipa')).toBe(false)
    expect(sameText(ours, 'Nimelipa deni lote kupitia Tigo Pesa')).toBe(false)
    expect(sameText('Short one', 'Short one, and more')).toBe(false)
  })
})

describe('the verdict after an unsure save, without clocks', () => {
  it('only a new matching row settles it: the same words stored before (another order) do not', () => {
    const list = rows({ id: 'PB1', time: '2020-01-01 00:00:00', content: 'Same words' })
    expect(judge(entry('Same words', ['id:PB1']), list, new Set())).toEqual({ kind: 'absent' })
    const after = rows({ id: 'PB2', time: 'garbled', content: 'Same words' }, { id: 'PB1', content: 'Same words' })
    expect(judge(entry('Same words', ['id:PB1']), after, new Set())).toMatchObject({ kind: 'found', row: 'id:PB2' })
  })

  it('each row settles one entry at most', () => {
    const list = rows({ id: 'PB7', content: 'Twice the same' })
    expect(judge(entry('Twice the same', []), list, new Set(['id:PB7']))).toEqual({ kind: 'absent' })
  })

  it('without a baseline a matching row is doubt, not proof: the borrower is asked; no match is absence', () => {
    expect(judge(entry('No baseline'), rows({ id: 'PB3', content: 'No baseline' }), new Set())).toEqual({ kind: 'ambiguous' })
    expect(judge(entry('No baseline'), rows({ id: 'PB3', content: 'Other words' }), new Set())).toEqual({ kind: 'absent' })
  })

  it('reads rows from list or data, keys rows without an id by what they show, and refuses an unreadable answer', () => {
    expect(
      listRows([
        {
          data: [
            { time: 't', content: 'x' },
            { time: 't', content: 'x' },
          ],
        },
      ])!.map((r) => r.key),
    ).toEqual(['row:t|x', 'row:t|x#2'])
    expect(listRows({ tabs: 'nope' })).toBeNull()
    expect(listRows(null)).toBeNull()
  })

  it('one stored complaint listed under "All" and under its status tab is one row, claimed with every key it goes by', () => {
    const listed = listRows({
      tabs: [
        { title: 'All', list: [{ id: 'PB1', time: 't1', content: 'Same words, two orders' }] },
        { title: 'Processing', list: [{ id: 'PB1', time: 't1', content: 'Same words, two orders' }] },
      ],
    })!
    expect(listed).toHaveLength(1)
    // A settles on the one row; B (same words, another order, its save lost before storing) finds nothing new.
    const a = judge(entry('Same words, two orders', []), listed, new Set())
    expect(a).toMatchObject({ kind: 'found', row: 'id:PB1' })
    const claimed = new Set(a.kind === 'found' ? a.claims : [])
    expect(judge(entry('Same words, two orders', []), listed, claimed)).toEqual({ kind: 'absent' })
    // A key an earlier version remembered for the second listing still marks the row as claimed.
    expect(keysOf(listed[0])).toContain('id:PB1#2')
    expect(judge(entry('Same words, two orders', []), listed, new Set(['id:PB1#2']))).toEqual({ kind: 'absent' })
  })

  it('rows without an id listed in two tabs are counted once; twice in one tab are two', () => {
    const one = { time: 't', content: 'x' }
    expect(listRows({ tabs: [{ list: [one] }, { list: [one] }] })!.map((r) => r.key)).toEqual(['row:t|x'])
    expect(listRows({ tabs: [{ list: [one, one] }, { list: [one] }] })!.map((r) => r.key)).toEqual(['row:t|x', 'row:t|x#2'])
  })

  it("a text that starts with another complaint's words does not take that complaint's row by the cut-short rule", () => {
    const a = 'Nimelipa deni lote kupitia M-Pesa'
    const b = 'Nimelipa deni lote kupitia M-Pesa lakini bado naonekana nadaiwa'
    const listed = rows({ id: 'PB1', content: a })
    expect(judge(entry(b, []), listed, new Set(), [a])).toEqual({ kind: 'absent' })
    expect(judge(entry(a, []), listed, new Set(), [b])).toMatchObject({ kind: 'found', row: 'id:PB1' })
    // A row cut short by the lender (no other complaint has those words) is still ours.
    expect(judge(entry(b, []), rows({ id: 'PB2', content: 'Nimelipa deni lote kupitia M-Pesa lakini…' }), new Set(), [a])).toMatchObject({
      kind: 'found',
      row: 'id:PB2',
    })
  })

  it('a new row another complaint from this phone could own (sent or unsure, same or leading words) is doubt unless there are more new rows than such complaints', () => {
    const words = 'Same words, two orders'
    const one = rows({ id: 'PB2', content: words }, { id: 'PB1', content: words })
    expect(judge(entry(words, ['id:PB1']), one, new Set(), [], [{ text: words }])).toEqual({ kind: 'ambiguous' })
    // A rival whose baseline already held the new row cannot own it.
    expect(judge(entry(words, ['id:PB1']), one, new Set(), [], [{ text: words, baseline: ['id:PB2'] }])).toMatchObject({ kind: 'found' })
    // Leading words: the lender cut both texts to the same start.
    const cut = rows({ id: 'PB3', content: 'Same words, tw…' })
    expect(judge(entry(words, []), cut, new Set(), [], [{ text: 'Same words, two other orders' }])).toEqual({ kind: 'ambiguous' })
    // Two new rows, one rival: one of them is ours.
    const two = rows({ id: 'PB3', content: words }, { id: 'PB2', content: words })
    expect(judge(entry(words, []), two, new Set(), [], [{ text: words }])).toMatchObject({ kind: 'found', row: 'id:PB2' })
    // A rival with other words changes nothing.
    expect(judge(entry(words, ['id:PB1']), one, new Set(), [], [{ text: 'Other words entirely' }])).toMatchObject({
      kind: 'found',
      row: 'id:PB2',
    })
  })
})
