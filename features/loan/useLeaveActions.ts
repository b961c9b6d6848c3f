import type { SerializedError } from '@reduxjs/toolkit'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { useToast } from '@src/ui/Toaster'
import { errorText, isApiError, type ApiError } from '@store/errors'

/** Shows a failed call's message unless the base query already toasted it (business failures). */
export function useFailureToast(): (error: ApiError | SerializedError | undefined) => void {
  const t = useT(common)
  const toast = useToast()
  return (error) => {
    if (isApiError(error) && error.kind === 'business') return
    toast(errorText(error, t('serverError')), { kind: 'error' })
  }
}
