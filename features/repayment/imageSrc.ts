/** An image source we are willing to load: a same-origin path or an https URL; anything else is dropped. */
export function safeImageSrc(src: string | null | undefined): string | null {
  if (typeof src !== 'string') return null
  const s = src.trim()
  if (s.startsWith('/') && !s.startsWith('//')) return s
  try {
    return new URL(s).protocol === 'https:' ? s : null
  } catch {
    return null
  }
}
