/** The channel template as the landing uses it (SPEC 3: `id` plus template data we designed). */
export type Template = {
  id: string
  bannerTitle: string
  bannerSubtitle: string
  /** Same-origin path or https URL, else null. */
  bannerImage: string | null
  /** CSS colours, each null when the server sent none or something that is not a colour. */
  theme: { background: string | null; font: string | null; button: string | null }
  merchantNumber: string
  download: { title: string; text: string; button: string; url: string }
  agreement: { title: string; paragraphs: string[] }
}

/** Landing URL parameters passed on to the calls and the hash routes (SPEC 2). */
export type LandingParams = {
  id: string
  app_from: string
  user_from: string
  utm_tag: string
  links_id: string
  down_id: string
  invite_code: string
  merchantNumber: string
}
