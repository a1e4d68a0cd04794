import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { type WithAuth, selectAuth } from './auth-slice';

/** Typed hooks over the part of the store this feature owns (features do not import app/). */
export type AuthDispatch = ThunkDispatch<WithAuth, unknown, UnknownAction>;
export type AuthThunk<R = void> = ThunkAction<Promise<R>, WithAuth, unknown, UnknownAction>;

export const useAuthSelector = useSelector.withTypes<WithAuth>();
export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
export const useAuth = () => useAuthSelector(selectAuth);
