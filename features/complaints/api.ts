import { complaintCalls } from '@src/lender/complaints/calls'
import type { UploadImageArgs } from '@src/lender/complaints/requests'
import type { ComplaintDetail, ComplaintInit, ComplaintTab } from '@src/lender/complaints/types'
import { getQueryParam } from '@src/lib/query'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi, endpoint } from '@store/api'
import type { EndpointFeedback } from '@store/feedback'

/** The lender's refusal is toasted with its message; the screens show the other failures (error states). */
const SERVER_MESSAGE: EndpointFeedback = { feedback: 'serverMessage' }

/** The complaint calls (SPEC 7), from their descriptors (src/lender/complaints/calls.ts). */
export const complaintsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getComplaintInit: b.query<ComplaintInit, { orderId?: string }>({ ...endpoint(complaintCalls.init), extraOptions: SERVER_MESSAGE }),
    uploadComplaintImage: b.mutation<{ url: string }, UploadImageArgs>(endpoint(complaintCalls.upload)),
    getComplaintList: b.query<ComplaintTab[], void>({
      ...endpoint(complaintCalls.list),
      extraOptions: SERVER_MESSAGE,
      providesTags: ['ComplaintList'],
    }),
    getComplaintDetail: b.query<ComplaintDetail, { problemId: string }>({
      ...endpoint(complaintCalls.detail),
      extraOptions: SERVER_MESSAGE,
      providesTags: (_r, _e, arg) => [{ type: 'Complaint', id: arg.problemId }],
    }),
    saveComplaintScore: b.mutation<null, { problemId: string; score: number }>({
      ...endpoint(complaintCalls.score),
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'Complaint', id: arg.problemId }, 'ComplaintList']),
    }),
  }),
})

export const { useGetComplaintInitQuery, useGetComplaintListQuery, useGetComplaintDetailQuery, useSaveComplaintScoreMutation } =
  complaintsApi

/** The init call's arguments: the order the URL names, if any (the complaint screen and its first call). */
export function complaintInitArgs(search: string): { orderId?: string } {
  const orderId = getQueryParam(search, 'orderId') ?? ''
  return orderId ? { orderId } : {}
}

/** /complaint's first call, before the screen renders (src/app/firstCall.ts). @screenTable */
export const complaintFirstCall: FirstCall = (dispatch, { search }) => {
  void dispatch(complaintsApi.util.prefetch('getComplaintInit', complaintInitArgs(search), {}))
}
