import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { SessionUser } from './types';

/** The auth state, with exactly the transitions the product defines. */
export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Stored as received from the failure payload (the message to show). */
  error: string | null;
  sessionChecked: boolean;
  showSessionExpiredModal: boolean;
  /**
   * The session check could not reach the service (offline, 5xx): nobody is signed out for that;
   * guarded pages say so and offer to try again.
   */
  sessionUnavailable: boolean;
  /** Raised on every logout: answers started before it are ignored. */
  authEpoch: number;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  sessionChecked: false,
  showSessionExpiredModal: false,
  sessionUnavailable: false,
  authEpoch: 0,
};

/** The session check or sign-in answered: signed in with `user`, or signed out with none. */
function settled(state: AuthState, user: SessionUser | null) {
  state.user = user;
  state.isAuthenticated = user !== null;
  state.isLoading = false;
  state.error = null;
  state.sessionChecked = true;
  state.sessionUnavailable = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequest(state) {
      state.isLoading = true;
      state.error = null;
    },
    loginSuccess(state, action: PayloadAction<SessionUser>) {
      settled(state, action.payload);
    },
    loginFailure(state, action: PayloadAction<string | null>) {
      state.user = null;
      state.isAuthenticated = false;
      state.isLoading = false;
      state.error = action.payload;
      state.sessionChecked = true;
    },
    /** Keeps `sessionUnavailable` while a retry is under way (the guard keeps its message). */
    validateTokenRequest(state) {
      state.isLoading = true;
      state.error = null;
    },
    validateTokenSuccess(state, action: PayloadAction<SessionUser>) {
      settled(state, action.payload);
    },
    validateTokenFailure(state) {
      settled(state, null);
    },
    /** The start-up check got no answer (network down, 5xx): not signed in yet, not signed out. */
    validateTokenUnavailable(state) {
      state.isLoading = false;
      state.sessionChecked = true;
      state.sessionUnavailable = true;
    },
    /** Every end of a session (features/auth/end-session.ts): also settles a check under way. */
    logout(state) {
      state.user = null;
      state.isAuthenticated = false;
      state.isLoading = false;
      state.error = null;
      state.sessionChecked = true;
      state.sessionUnavailable = false;
      state.authEpoch += 1;
    },
    clearError(state) {
      state.error = null;
    },
    /** Merges the payload into the current user (nothing happens without a user). */
    updateUser(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    showSessionExpiredModal(state) {
      state.showSessionExpiredModal = true;
    },
    hideSessionExpiredModal(state) {
      state.showSessionExpiredModal = false;
    },
  },
});

export const {
  loginRequest,
  loginSuccess,
  loginFailure,
  validateTokenRequest,
  validateTokenSuccess,
  validateTokenFailure,
  validateTokenUnavailable,
  logout,
  clearError,
  updateUser,
  showSessionExpiredModal,
  hideSessionExpiredModal,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

/** The slice as it sits in the store; features select through this shape, not the app's RootState. */
export type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
