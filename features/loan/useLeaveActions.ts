import type { SerializedError } from '@reduxjs/toolkit'
import { useNavigate } from 'react-router-dom'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { useToast } from '@src/ui/Toaster'
import { errorText, isApiError, type ApiError } from '@store/errors'
import { browser, type LinkTarget } from './links'

/** Shows a failed call's message unless the base query already toasted it (business failures). */
export function useFailureToast(): (error: ApiError | SerializedError | undefined) => void {
  const t = useT(common)
  const toast = useToast()
  return (error) => {
    if (isApiError(error) && error.kind === 'business') return
    toast(errorText(error, t('serverError')), { kind: 'error' })
  }
}

/** Follows a resolved link: in-app paths through the router, web pages through the browser seam. */
export function useFollowLink(): (target: LinkTarget, opts: { replace: boolean }) => void {
  const navigate = useNavigate()
  return (target, { replace }) => {
    if (target.kind === 'app') navigate(target.path, { replace })
    else if (replace) browser.replace(target.href)
    else browser.assign(target.href)
  }
}
