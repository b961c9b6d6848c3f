export type Layer = { name: string; folders: string[]; what: string }
export const LAYERS: Layer[]
export function resolveSpecifier(spec: string, file: string): string | null
export function layerOf(path: string): number
export function layerViolation(from: string, to: string): string | null
export function packageViolation(from: string, spec: string): string | null
export const layersPlugin: { rules: Record<string, unknown> }
