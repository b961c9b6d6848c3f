import { useState } from 'react'

import type { ComplaintOrder } from '@src/lender/complaints/types'
import { Button } from '@src/ui/Button'
import { InfoRows } from '@src/ui/InfoRows'
import { Picker } from '@src/ui/Picker'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { messages } from '../messages'

export type OrderCardProps = {
  order: ComplaintOrder | null
  orders: ComplaintOrder[]
  onSelect: (orderNo: string) => void
}

/** The selected order (logo, product, status, title/value rows) with the 'All' switcher (SPEC 2). */
export function OrderCard({ order, orders, onSelect }: OrderCardProps) {
  const t = useT(messages)
  const [picking, setPicking] = useState(false)
  const options = orders.map((o) => ({ value: o.orderNo, label: t('orderLabel', { product: o.productName, orderNo: o.orderNo }) }))

  return (
    <section
      className="cmp-section cmp-card"
      aria-label={order ? t('orderLabel', { product: order.productName, orderNo: order.orderNo }) : t('noOrder')}
    >
      {order ? (
        <>
          <div className="cmp-order__head">
            {order.productLogo && <img className="cmp-order__logo" src={order.productLogo} alt="" width={44} height={44} />}
            <div className="cmp-order__main">
              <p className="cmp-order__name">{order.productName || order.orderNo}</p>
              {order.status && <p className="cmp-order__status">{t('orderStatus', { status: order.status })}</p>}
            </div>
            {orders.length > 1 && (
              <Button variant="text" aria-haspopup="dialog" onClick={() => setPicking(true)}>
                {t('allOrders')}
              </Button>
            )}
          </div>
          {order.rows.length > 0 && (
            <InfoRows rows={order.rows.map((r) => ({ label: r.title, value: r.value }))} className="cmp-rows" Value={ValueText} />
          )}
        </>
      ) : (
        <p className="cmp-order__status">{t('noOrder')}</p>
      )}
      <Picker
        open={picking}
        title={t('chooseOrder')}
        options={options}
        value={order?.orderNo ?? null}
        onCancel={() => setPicking(false)}
        onConfirm={(no) => {
          setPicking(false)
          onSelect(no)
        }}
      />
    </section>
  )
}
