import { createAction, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'

export type ToastKind = 'info' | 'success' | 'error'
export type Toast = { id: string; message: string; kind: ToastKind; durationMs: number }

/** SPEC 9: toast default 3000 ms, minimum accepted 300 ms; list info and success toasts 2 s. */
export const TOAST_DEFAULT_MS = 3000
export const TOAST_MIN_MS = 300
export const TOAST_SHORT_MS = 2000

export type UiState = { toasts: Toast[]; loading: { id: string; text: string }[]; persistFailed: boolean }

const initialState: UiState = { toasts: [], loading: [], persistFailed: false }

/** Clamps a requested duration to the accepted minimum. */
export function toastDuration(ms?: number): number {
  if (ms === undefined || !Number.isFinite(ms)) return TOAST_DEFAULT_MS
  return Math.max(TOAST_MIN_MS, ms)
}

const slice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // Only the newest toast matters on a small screen; keep a short queue for screen readers.
        state.toasts = [...state.toasts.slice(-2), action.payload]
      },
      prepare(message: string, opts: { kind?: ToastKind; durationMs?: number } = {}) {
        return { payload: { id: nanoid(), message, kind: opts.kind ?? 'info', durationMs: toastDuration(opts.durationMs) } }
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload)
    },
    loadingStarted(state, action: PayloadAction<{ id: string; text: string }>) {
      state.loading.push(action.payload)
    },
    loadingEnded(state, action: PayloadAction<string>) {
      state.loading = state.loading.filter((l) => l.id !== action.payload)
    },
    persistWriteFailed(state) {
      state.persistFailed = true
    },
  },
})

export const { toastShown, toastDismissed, loadingStarted, loadingEnded, persistWriteFailed } = slice.actions
export const uiReducer = slice.reducer

/** Recorded whenever the app calls the native shell, so support staff see it in DevTools. */
export const bridgeCalled = createAction<{ action: string; payload?: unknown; via: string }>('bridge/called')
/** Recorded when the shell sends the page a message that was accepted. */
export const bridgeMessageReceived = createAction<{ type: string; payload?: unknown }>('bridge/messageReceived')
