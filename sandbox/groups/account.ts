import { SANDBOX_DELETE_CODE } from '../data/account.ts'
import { call, fail, need, ok } from '../kit.ts'

/** Account deletion (SPEC 7): the code is sent with type='del', then user-delete checks it. */
export const accountHandlers = [
  call('post', '/service/login/send-sms-code-new', (ctx) => {
    const missing = need(ctx, 'phone', 'type')
    if (missing) return missing
    const { world, body } = ctx
    if (body.type !== 'del') return fail(400, 'Unsupported code type')
    if (!world.account.byPhone.has(body.phone)) return fail(1001, 'No account is registered with this phone number')
    world.account.codes.set(body.phone, SANDBOX_DELETE_CODE)
    return ok(null, { message: 'Verification code sent' })
  }),
  call('post', '/service/login/user-delete', (ctx) => {
    const missing = need(ctx, 'phone', 'code')
    if (missing) return missing
    const { world, body } = ctx
    const sent = world.account.codes.get(body.phone)
    if (!sent) return fail(1002, 'Please request a verification code first')
    if (sent !== body.code) return fail(1003, 'The verification code is incorrect')
    world.account.byPhone.delete(body.phone)
    world.account.codes.delete(body.phone)
    world.account.deleted.push(body.phone)
    return ok(null, { message: 'Account deleted' })
  }),
]
