/** Sandbox data for account deletion (SPEC 2, 7: send-sms-code-new with type='del', user-delete). */

export type SandboxAccount = { phone: string; name: string; createdAt: string }

/** Every deletion code the sandbox "sends" is this one, so people and e2e journeys can finish. */
export const SANDBOX_DELETE_CODE = '654321'

export function seedAccount() {
  const accounts: SandboxAccount[] = [
    { phone: '0754123456', name: 'Asha Mwakyusa', createdAt: '2024-11-03 09:14:22' },
    { phone: '0715987654', name: 'Juma Kassim', createdAt: '2025-02-17 16:40:05' },
    { phone: '0688456123', name: 'Neema Massawe', createdAt: '2025-06-08 11:02:48' },
    { phone: '255787222333', name: 'Baraka Mollel', createdAt: '2025-09-21 08:30:10' },
  ]
  return {
    /** Registered accounts by phone (as the borrower types it). */
    byPhone: new Map(accounts.map((a) => [a.phone, a])),
    /** Phone -> the deletion code sent to it. */
    codes: new Map<string, string>(),
    /** Phones whose account was deleted, in order. */
    deleted: [] as string[],
  }
}
