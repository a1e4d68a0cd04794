import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { WithAuth } from '../auth';

/** A dispatch that accepts the auth feature's thunks (refreshCurrentUser). */
export const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<WithAuth, unknown, UnknownAction>>();
