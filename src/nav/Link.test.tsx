import { fireEvent, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'

import { Link } from './Link'

function Where() {
  const l = useLocation()
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>
}

function app(onClick?: (e: React.MouseEvent<HTMLAnchorElement>) => void) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/complaint']}>
        <Routes>
          <Route
            path="/complaint"
            element={
              <Link to="/complaintDetails?problemId=7" className="cmp-entry" onClick={onClick}>
                Late repayment
              </Link>
            }
          />
          <Route path="/complaintDetails" element={<h1>Complaint details</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </StrictMode>,
  )
}

describe('Link (the app’s own)', () => {
  it('is a real link to the path, query included, with the given attributes', () => {
    app()
    const a = screen.getByRole('link', { name: 'Late repayment' })
    expect(a).toHaveAttribute('href', '/complaintDetails?problemId=7')
    expect(a).toHaveClass('cmp-entry')
  })

  it('a plain tap moves inside the app: the next screen shows, the document stays', () => {
    app()
    const tap = fireEvent.click(screen.getByRole('link', { name: 'Late repayment' }))
    expect(tap).toBe(false) // default prevented: no page load
    expect(screen.getByRole('heading', { name: 'Complaint details' })).toBeInTheDocument()
    expect(screen.getByTestId('where')).toHaveTextContent('/complaintDetails?problemId=7')
  })

  it('a click with a modifier (new tab) is left to the browser', () => {
    app()
    const tap = fireEvent.click(screen.getByRole('link', { name: 'Late repayment' }), { ctrlKey: true })
    expect(tap).toBe(true)
    expect(screen.getByTestId('where')).toHaveTextContent('/complaint')
  })

  it("the caller's onClick runs first and can keep the app where it is", () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault())
    app(onClick)
    fireEvent.click(screen.getByRole('link', { name: 'Late repayment' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/complaint$/)
  })
})
