import { isApiError } from '@src/lender/errors'

/**
 * SPEC 8 commit failure: "the message or a default 'processing failed'". The message is the
 * server's own: the base query puts its generic line (`serverFallback`) where the server gave
 * none, and transport failures carry no server message, so both get the default.
 */
export function commitFailureText(e: unknown, serverFallback: string, processingFailed: string): string {
  if (isApiError(e) && (e.kind === 'business' || e.kind === 'http') && e.message.trim() && e.message !== serverFallback) return e.message
  return processingFailed
}

export type ConfirmTexts = { codeError: string; twice: string; error: string }

/** SPEC 8 old repay confirm: 800006 and 800005 have fixed texts, other codes the server's, a network failure 'error'. */
export function confirmFailureText(e: unknown, texts: ConfirmTexts): string {
  if (!isApiError(e) || e.kind !== 'business') return texts.error
  if (e.code === '800006') return texts.codeError
  if (e.code === '800005') return texts.twice
  return e.message.trim() || texts.error
}
