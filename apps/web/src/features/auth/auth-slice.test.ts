import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/users';
import {
  type AuthState,
  authReducer,
  clearError,
  hideSessionExpiredModal,
  initialAuthState,
  loginFailure,
  loginRequest,
  loginSuccess,
  logout,
  showSessionExpiredModal,
  updateUser,
  validateTokenFailure,
  validateTokenRequest,
  validateTokenSuccess,
  validateTokenUnavailable,
} from './auth-slice';

const user = sessionUser({
  tempUser: false,
  isTemporary: false,
  tookTest: false,
  avatarUrl: null,
});

const signedIn: AuthState = {
  ...initialAuthState,
  user,
  isAuthenticated: true,
  sessionChecked: true,
};

describe('auth slice', () => {
  it('starts from initialAuthState', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual(initialAuthState);
  });

  it('validate-token unavailable: checked, not signed in, marked unavailable until an answer comes', () => {
    const loading: AuthState = { ...initialAuthState, isLoading: true };
    const down = authReducer(loading, validateTokenUnavailable());
    expect(down).toEqual({ ...loading, isLoading: false, sessionChecked: true, sessionUnavailable: true });
    // A retry keeps the mark (the guard keeps its message) until the check answers.
    const retrying = authReducer(down, validateTokenRequest());
    expect(retrying).toMatchObject({ isLoading: true, sessionUnavailable: true });
    expect(authReducer(retrying, validateTokenSuccess(user))).toMatchObject({
      isAuthenticated: true,
      sessionUnavailable: false,
    });
    expect(authReducer(retrying, validateTokenFailure())).toMatchObject({
      isAuthenticated: false,
      sessionUnavailable: false,
    });
    expect(authReducer(down, logout())).toMatchObject({ sessionUnavailable: false });
  });

  it('login request: loading on, error cleared, nothing else changes', () => {
    const before: AuthState = { ...initialAuthState, error: 'antes' };
    expect(authReducer(before, loginRequest())).toEqual({ ...before, isLoading: true, error: null });
  });

  it('login success: user stored, authenticated, loading off, error cleared, session checked', () => {
    const before: AuthState = { ...initialAuthState, isLoading: true, error: 'x' };
    expect(authReducer(before, loginSuccess(user))).toEqual({
      ...before,
      user,
      isAuthenticated: true,
      isLoading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('login failure: user cleared, unauthenticated, loading off, error stored as received, checked', () => {
    const before: AuthState = { ...signedIn, isLoading: true };
    const message = 'Correo electrónico o contraseña incorrectos.';
    expect(authReducer(before, loginFailure(message))).toEqual({
      ...before,
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: message,
      sessionChecked: true,
    });
  });

  it('validate-token request: loading on, error cleared', () => {
    const before: AuthState = { ...initialAuthState, error: 'x' };
    expect(authReducer(before, validateTokenRequest())).toEqual({ ...before, isLoading: true, error: null });
  });

  it('validate-token success: same as login success', () => {
    const before: AuthState = { ...initialAuthState, isLoading: true, error: 'x' };
    expect(authReducer(before, validateTokenSuccess(user))).toEqual(authReducer(before, loginSuccess(user)));
  });

  it('validate-token failure: user cleared, unauthenticated, loading off, no error, session checked', () => {
    const before: AuthState = { ...signedIn, isLoading: true, error: 'x' };
    expect(authReducer(before, validateTokenFailure())).toEqual({
      ...before,
      user: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('logout: user cleared, unauthenticated, no error, session checked, authEpoch + 1', () => {
    const before: AuthState = { ...signedIn, error: 'x', authEpoch: 4 };
    const after = authReducer(before, logout());
    expect(after).toEqual({
      ...before,
      user: null,
      isAuthenticated: false,
      error: null,
      sessionChecked: true,
      authEpoch: 5,
    });
    expect(authReducer(after, logout()).authEpoch).toBe(6);
    // A check under way when the session ended is settled by it.
    expect(authReducer({ ...initialAuthState, isLoading: true }, logout()).isLoading).toBe(false);
  });

  it('clear error: error none, nothing else changes', () => {
    const before: AuthState = { ...signedIn, error: 'x' };
    expect(authReducer(before, clearError())).toEqual({ ...before, error: null });
  });

  it('update user: merges the payload into the user', () => {
    const after = authReducer(signedIn, updateUser({ isVerified: false, name: 'Ana María' }));
    expect(after.user).toEqual({ ...user, isVerified: false, name: 'Ana María' });
    expect(after.isAuthenticated).toBe(true);
    // The previous state is untouched (immutable update).
    expect(signedIn.user?.name).toBe('Ana');
  });

  it('update user without a user changes nothing', () => {
    expect(authReducer(initialAuthState, updateUser({ name: 'X' }))).toEqual(initialAuthState);
  });

  it('show and hide the session-expired modal', () => {
    const shown = authReducer(signedIn, showSessionExpiredModal());
    expect(shown).toEqual({ ...signedIn, showSessionExpiredModal: true });
    expect(authReducer(shown, hideSessionExpiredModal())).toEqual(signedIn);
  });

  it('a session expiry (logout, then the modal) leaves a signed-out state with the modal shown', () => {
    const after = [logout(), showSessionExpiredModal()].reduce(authReducer, signedIn);
    expect(after).toMatchObject({
      user: null,
      isAuthenticated: false,
      sessionChecked: true,
      showSessionExpiredModal: true,
      authEpoch: 1,
    });
  });
});
