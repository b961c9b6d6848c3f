import { call, ignoreAnswer } from '../call'

/** The account deletion calls (SPEC 7): a code by SMS (type 'del'), then the deletion. */
export const accountCalls = {
  sendDeleteCode: call({
    method: 'POST',
    path: '/service/login/send-sms-code-new',
    send: ({ phone }: { phone: string }) => ({ body: { phone, type: 'del' } }),
    read: ignoreAnswer,
  }),
  deleteAccount: call({
    method: 'POST',
    path: '/service/login/user-delete',
    send: (body: { phone: string; code: string }) => ({ body }),
    read: ignoreAnswer,
  }),
}
