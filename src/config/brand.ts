import { config } from './env'

/**
 * The lender's app name in a language: the deployment's (config.appName), Swahili falling back to
 * English; '' when the deployment gives none. No default: a build for one lender must never show
 * another's name (the sandbox's comes from its own data block). Callers without a name use the
 * catalogue's wording that reads without one (common `appNameUnset`, `thisApp`).
 */
export function brandName(lang: 'en' | 'sw', names: { en: string; sw: string } = config.appName): string {
  const own = (lang === 'sw' ? names.sw : names.en)?.trim() ?? ''
  return own || names.en?.trim() || ''
}
