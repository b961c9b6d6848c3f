import type { ApiArgs } from '@store/request'
import { lenderCalls } from '@src/lender/calls'
import { getQueryParam } from '@src/lib/query'

const { problemInit } = lenderCalls

/** The init call's arguments: the order the URL names, if any (the complaint screen and its first call). */
export function complaintInitArgs(search: string): { orderId?: string } {
  const orderId = getQueryParam(search, 'orderId') ?? ''
  return orderId ? { orderId } : {}
}

/**
 * The complaint screen's first read (SPEC 7 problem-init), as data: the endpoint (api.ts) and its first call
 * send it from here. Without an order id the call carries the session parameters only (SPEC 7).
 * No React, no Redux.
 */
export const complaintInitQuery = ({ orderId }: { orderId?: string }): ApiArgs => ({ url: problemInit.path, method: problemInit.method, body: orderId ? { orderId } : {}, ok: problemInit.ok })
