import { call, ignoreAnswer } from '../call'
import { toComplaintDetail, toComplaintInit, toComplaintTabs } from './answers'
import { complaintRequests, readUploadedImage } from './requests'

/** The complaint calls (SPEC 7): the queue's four (./requests.ts) with their answers read, detail and rating. */
export const complaintCalls = {
  init: call({ ...complaintRequests.init, read: toComplaintInit }),
  upload: call({ ...complaintRequests.upload, read: readUploadedImage }),
  save: call({ ...complaintRequests.save, read: ignoreAnswer }),
  list: call({ ...complaintRequests.list, read: toComplaintTabs }),
  detail: call({
    method: 'POST',
    path: '/user-problem/problem-detail',
    ok: [0, '00'],
    send: ({ problemId }: { problemId: string }) => ({ body: { problemId } }),
    read: (data, _message, { problemId }) => toComplaintDetail(data, problemId),
  }),
  /** Code '00' or the lender's message (SPEC 7, 8). */
  score: call({
    method: 'POST',
    path: '/user-problem/save-score',
    ok: ['00'],
    send: ({ problemId, score }: { problemId: string; score: number }) => ({ body: { score, problemId } }),
    read: ignoreAnswer,
  }),
}
