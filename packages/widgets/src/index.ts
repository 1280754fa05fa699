// The default and fleet-share themes apply wherever any widget is used.
import './theme/themes.css';

export { themeVars } from './theme/vars.css';
export { THEME_NAMES, applyTheme, type ThemeName } from './theme/theme-names';
export {
  sessionStore,
  useSession,
  SESSION_STORAGE_KEY,
  type Session,
  type SessionState,
  type SessionActions,
} from './session/session-store';
export { sessionApiClient } from './session/session-api';
export { SignIn, type SignInProps, type SignInValues } from './sign-in/SignIn';
export { ConnectedSignIn, type ConnectedSignInProps } from './sign-in/ConnectedSignIn';
