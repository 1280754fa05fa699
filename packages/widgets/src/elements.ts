import { MotorpoolSignInElement, SIGN_IN_TAG } from './sign-in/element';

export {
  MotorpoolSignInElement,
  SIGN_IN_TAG,
  SIGNED_IN_EVENT,
  TWO_FACTOR_REQUIRED_EVENT,
  type SignedInEventDetail,
  type TwoFactorRequiredEventDetail,
} from './sign-in/element';

const elements: ReadonlyArray<readonly [string, CustomElementConstructor]> = [[SIGN_IN_TAG, MotorpoolSignInElement]];

/**
 * Defines every `motorpool-*` element. Safe to call more than once, and next
 * to another copy of the widgets that defined them first.
 */
export function registerMotorpoolElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of elements) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
