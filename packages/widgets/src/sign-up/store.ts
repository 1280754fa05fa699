import type { SignUpCheck, SignUpDetails, TermsAndConditions } from '@motorpool/api';
import { messages } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { DriverDetailsValues } from './driver-fields';

/** Spec §2: details (Request OTP), OTP verification with terms, extra driver details. */
export type SignUpStep = 0 | 1 | 2;

export type EmailCheckStatus = 'checking' | 'available' | 'taken' | 'failed';
/** The on-blur check of one email; it says nothing about any other email typed since. */
export type EmailCheck = { email: string; status: EmailCheckStatus };

export type Terms = TermsAndConditions['TermsAndConditionsUserRegistration'];

export type SignUpState = {
  step: SignUpStep;
  /** Step 0 as last submitted; also fills the form again after Back to Sign Up. */
  details: SignUpDetails | null;
  /** The organisation and what it asks, from the step 0 check. */
  check: SignUpCheck | null;
  terms: Terms | null;
  verificationToken: string | null;
  /** Step 2 as last submitted, so a trip back to the OTP step does not lose it. */
  driverValues: DriverDetailsValues | null;
  emailCheck: EmailCheck | null;
  serverError: string | null;
  fieldErrors: Record<string, string> | null;
  /** Good news for a live region ('OTP sent successfully'). */
  notice: string | null;
  /** Set once registered: the thank-you dialog shows. */
  registered: { isAutoAccepted: boolean } | null;
};

export type SignUpActions = {
  emailCheckStarted: (email: string) => void;
  emailChecked: (email: string, available: boolean) => void;
  emailCheckFailed: (email: string) => void;
  /** A new attempt at any step: earlier failures and notices no longer apply. */
  attemptStarted: () => void;
  failed: (title: string, fieldErrors?: Record<string, string>) => void;
  otpSent: (details: SignUpDetails, check: SignUpCheck) => void;
  noticed: (notice: string) => void;
  termsLoaded: (terms: Terms | null) => void;
  verified: (verificationToken: string) => void;
  driverDetailsSubmitted: (values: DriverDetailsValues) => void;
  backToDetails: () => void;
  /** Spec §4: a 422 on registration means the verification no longer holds; back to the OTP step. */
  verificationExpired: () => void;
  registrationCompleted: (isAutoAccepted: boolean) => void;
};

export type SignUpStoreState = SignUpState & SignUpActions;
export type SignUpStore = StoreApi<SignUpStoreState>;

const emptyState: SignUpState = {
  step: 0,
  details: null,
  check: null,
  terms: null,
  verificationToken: null,
  driverValues: null,
  emailCheck: null,
  serverError: null,
  fieldErrors: null,
  notice: null,
  registered: null,
};

const cleared = { serverError: null, fieldErrors: null, notice: null } as const;

/** One store per sign-up on the page. */
export function createSignUpStore(initial: Partial<SignUpState> = {}): SignUpStore {
  return createStore<SignUpStoreState>()((set, get) => ({
    ...emptyState,
    ...initial,
    emailCheckStarted: (email) => set({ emailCheck: { email, status: 'checking' } }),
    emailChecked: (email, available) => {
      // An answer for an email the person has since changed is stale.
      if (get().emailCheck?.email === email) set({ emailCheck: { email, status: available ? 'available' : 'taken' } });
    },
    emailCheckFailed: (email) => {
      if (get().emailCheck?.email === email) set({ emailCheck: { email, status: 'failed' } });
    },
    attemptStarted: () => set(cleared),
    failed: (title, fieldErrors) =>
      set({ serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null, notice: null }),
    otpSent: (details, check) => set({ ...cleared, step: 1, details, check, verificationToken: null, notice: messages.signUp.otpSent }),
    noticed: (notice) => set({ ...cleared, notice }),
    termsLoaded: (terms) => set({ terms }),
    verified: (verificationToken) => set({ ...cleared, verificationToken, step: get().check?.askFields.length ? 2 : 1 }),
    driverDetailsSubmitted: (driverValues) => set({ driverValues }),
    backToDetails: () => set({ ...cleared, step: 0, verificationToken: null }),
    verificationExpired: () => set({ ...cleared, step: 1, verificationToken: null, serverError: messages.otp.invalid }),
    registrationCompleted: (isAutoAccepted) => set({ ...cleared, registered: { isAutoAccepted } }),
  }));
}

export const { Provider: SignUpStoreProvider, useStoreApi: useSignUpStoreApi, useStore: useSignUpStore } = createStoreContext('sign-up', createSignUpStore);
