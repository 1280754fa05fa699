import { INDUSTRY_CUSTOM_FLEET } from '@motorpool/api';

/**
 * What decides whether a menu entry or heading-bar action is offered (spec
 * §2, §6). It carries `permissions`, so a permission rule of @motorpool/api
 * (`mayViewUsers`, …) is a Rule as it stands.
 */
export type NavigationContext = {
  permissions: ReadonlySet<string>;
  /** The selected organisation's industry; null when acting without an organisation. */
  industry: string | null;
  isSystemAdmin: boolean;
  /** Named in the organisation's USER_SIGNUP_APPROVER setting. */
  isSignUpApprover: boolean;
  canCreateOrganisation: boolean;
};

export type Rule = (context: NavigationContext) => boolean;

export const allOf =
  (...rules: Rule[]): Rule =>
  (context) =>
    rules.every((rule) => rule(context));

export const inOrganisation: Rule = (context) => context.industry !== null;
export const customFleet: Rule = (context) => context.industry === INDUSTRY_CUSTOM_FLEET;
export const notCustomFleet: Rule = (context) => context.industry !== null && context.industry !== INDUSTRY_CUSTOM_FLEET;
export const systemAdmin: Rule = (context) => context.isSystemAdmin;
export const signUpApprover: Rule = (context) => context.isSignUpApprover;
export const mayCreateOrganisation: Rule = (context) => context.canCreateOrganisation;
export const always: Rule = () => true;
