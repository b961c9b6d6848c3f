import { baseApi } from '@store/api'
import { lenderCalls } from '@src/lender/calls'
import { MalformedResponseError } from '@src/lender/errors'
import type { EndpointFeedback } from '@store/feedback'
import type { FirstCall } from '@src/nav/firstCall'
import { getQueryParam } from '@src/lib/query'
import { toComplaintDetail, toComplaintInit, toComplaintTabs } from './wire'
import type { ComplaintDetail, ComplaintInit, ComplaintPayload, ComplaintTab } from './types'

/** The user-problem group answers '00' on rating (SPEC 7, 8); the calls the queue sends too are described once, in src/lender/calls.ts. */
const OK_00 = ['00'] as const
const OK_ANY = ['00', 0] as const
const { problemInit, problemImageUpload, problemSave, problemList } = lenderCalls

/** The lender's refusal is toasted with its message; the screens show the other failures (error states). */
const SERVER_MESSAGE: EndpointFeedback = { feedback: 'serverMessage' }

export type UploadImageArgs = { body: FormData; idempotencyKey?: string }
export type SaveComplaintArgs = { payload: ComplaintPayload; idempotencyKey?: string }

const keyHeader = (key?: string): Record<string, string> | undefined => (key ? { 'Idempotency-Key': key } : undefined)

export const complaintsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getComplaintInit: b.query<ComplaintInit, { orderId?: string }>({
      // Without an order id the call carries the session parameters only (SPEC 7).
      query: ({ orderId }) => ({ url: problemInit.path, method: problemInit.method, body: orderId ? { orderId } : {}, ok: problemInit.ok }),
      extraOptions: SERVER_MESSAGE,
      transformResponse: toComplaintInit,
    }),
    uploadComplaintImage: b.mutation<{ url: string }, UploadImageArgs>({
      query: ({ body, idempotencyKey }) => ({ url: problemImageUpload.path, method: problemImageUpload.method, body, ok: problemImageUpload.ok, headers: keyHeader(idempotencyKey) }),
      transformResponse: (data: unknown) => {
        // Only a string URL; anything else is a malformed answer the uploader shows as failed.
        const raw = data && typeof data === 'object' && 'url' in data ? (data as { url: unknown }).url : undefined
        const url = typeof raw === 'string' ? raw.trim() : ''
        if (!url) throw new MalformedResponseError('upload without url')
        return { url }
      },
    }),
    saveComplaint: b.mutation<null, SaveComplaintArgs>({
      query: ({ payload, idempotencyKey }) => ({ url: problemSave.path, method: problemSave.method, body: payload, ok: problemSave.ok, headers: keyHeader(idempotencyKey) }),
      extraOptions: SERVER_MESSAGE,
      transformResponse: () => null,
      invalidatesTags: ['ComplaintList'],
    }),
    getComplaintList: b.query<ComplaintTab[], void>({
      query: () => ({ url: problemList.path, method: problemList.method, ok: problemList.ok }),
      extraOptions: SERVER_MESSAGE,
      transformResponse: toComplaintTabs,
      providesTags: ['ComplaintList'],
    }),
    getComplaintDetail: b.query<ComplaintDetail, { problemId: string }>({
      query: ({ problemId }) => ({ url: '/user-problem/problem-detail', body: { problemId }, ok: OK_ANY }),
      extraOptions: SERVER_MESSAGE,
      transformResponse: (data: unknown, _meta, arg) => toComplaintDetail(data, arg.problemId),
      providesTags: (_r, _e, arg) => [{ type: 'Complaint', id: arg.problemId }],
    }),
    saveComplaintScore: b.mutation<null, { problemId: string; score: number }>({
      query: ({ problemId, score }) => ({ url: '/user-problem/save-score', body: { score, problemId }, ok: OK_00 }),
      transformResponse: () => null,
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'Complaint', id: arg.problemId }, 'ComplaintList']),
    }),
  }),
})

export const {
  useGetComplaintInitQuery,
  useGetComplaintListQuery,
  useGetComplaintDetailQuery,
  useSaveComplaintScoreMutation,
} = complaintsApi

/** The init call's arguments: the order the URL names, if any (the complaint screen and its first call). */
export function complaintInitArgs(search: string): { orderId?: string } {
  const orderId = getQueryParam(search, 'orderId') ?? ''
  return orderId ? { orderId } : {}
}

/** /complaint's first call, before the screen renders (src/app/firstCall.ts). */
export const complaintFirstCall: FirstCall = (dispatch, { search }) => {
  void dispatch(complaintsApi.util.prefetch('getComplaintInit', complaintInitArgs(search), {}))
}
