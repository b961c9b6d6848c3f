/**
 * The floor page of the bench: the least app the borrower screens' stack allows. React,
 * react-dom, react-redux, RTK Query and react-router; one route; one POST of the order call
 * /loanDetail makes first (the same path, common parameters and form body, scripts/tools/bench.mjs's
 * order); the answer's text on screen; built into one script file (./vite.config.ts). Nothing of
 * the app: its LCP is what the stack costs, the denominator of the bench's ratios.
 */
import { configureStore } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter, Route, Routes } from 'react-router-dom'

const COMMON = ['app_version', 'device_name', 'device_id', 'os_version', 'session_id', 'advertising_id']

type Envelope = { code: number; message?: string; data?: { productName?: string; noticeStatusText?: string; noticeDesText?: string } }

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (b) => ({
    loanDetails: b.query<Envelope, URLSearchParams>({
      query: (q) => ({
        url: `/v3/loan-details/loan-details?${new URLSearchParams(COMMON.map((k) => [k, q.get(k) ?? '']))}`,
        method: 'POST',
        body: new URLSearchParams({ productId: q.get('productId') ?? '', orderId: q.get('orderId') ?? '' }),
      }),
    }),
  }),
})

const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) })

function Order() {
  const { data, error } = api.useLoanDetailsQuery(new URLSearchParams(location.search))
  if (error) return <p>Could not load the order.</p>
  if (!data) return <p>Loading…</p>
  return (
    <main>
      <h1>{data.data?.noticeStatusText}</h1>
      <p>{data.data?.productName}</p>
      <p>{data.data?.noticeDesText}</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Order />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
)
