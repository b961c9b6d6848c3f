import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './index'

/** Typed hooks; the plain react-redux hooks are banned by lint. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
