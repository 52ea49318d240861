/**
 * Client-side auth state (SPEC §3 "Auth state"). The user itself lives in the RTK Query cache
 * (`getUser`); this slice keeps what the server does not know: the represented company, the
 * path to return to after two-factor, and whether two-factor is in progress.
 */
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { storedIntendedPath, storedRepresentingCompanyId } from "./session.ts";

export interface SessionState {
  representingCompanyId: number | null;
  intendedPath: string | null;
  authenticating2fa: boolean;
}

const initialState: SessionState = {
  representingCompanyId: storedRepresentingCompanyId(),
  intendedPath: storedIntendedPath(),
  authenticating2fa: false,
};

export const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    representingCompanyChosen(state, action: PayloadAction<number | null>) {
      state.representingCompanyId = action.payload;
    },
    twoFactorStarted(state, action: PayloadAction<string | null>) {
      state.authenticating2fa = true;
      state.intendedPath = action.payload;
    },
    twoFactorFinished(state) {
      state.authenticating2fa = false;
    },
    intendedPathUsed(state) {
      state.intendedPath = null;
    },
    sessionCleared(state) {
      state.representingCompanyId = null;
      state.authenticating2fa = false;
    },
  },
});

export const {
  representingCompanyChosen,
  twoFactorStarted,
  twoFactorFinished,
  intendedPathUsed,
  sessionCleared,
} = sessionSlice.actions;

export interface WithSession {
  session: SessionState;
}
export const selectRepresentingCompanyId = (state: WithSession) =>
  state.session.representingCompanyId;
export const selectIntendedPath = (state: WithSession) => state.session.intendedPath;
