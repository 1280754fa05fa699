import { SIGN_UP_QUESTION_ALIASES, type SignUpQuestion, type SignUpSettings } from '@motorpool/api';

/** How the form asks each detail: not at all, with an answer needed, or optionally. */
export type QuestionChoice = 'no' | 'required' | 'optional';

export type SignUpValues = {
  self_sign_up: boolean;
  auto_accept: boolean;
  questions: Record<SignUpQuestion, QuestionChoice>;
  /** Member pks as text (the people picker's values). */
  approvers: string[];
  password_recovery: SignUpSettings['password_recovery'];
};

export const QUESTION_CHOICES: readonly { value: QuestionChoice; label: string }[] = [
  { value: 'no', label: 'Not asked' },
  { value: 'required', label: 'Required' },
  { value: 'optional', label: 'Optional' },
];

export const RECOVERY_LABELS: Record<SignUpSettings['password_recovery'], string> = {
  email: 'By email',
  phone: 'By phone',
  either: 'By email or phone, as the person chooses',
};

/** How the audit trail names the fields these settings change. */
export const SIGN_UP_LABELS = {
  self_sign_up: 'Self sign-up open',
  auto_accept: 'Sign-ups accepted automatically',
  questions: 'Details asked at sign-up',
  approvers: 'Sign-up approvers',
  password_recovery: 'Password recovery',
} as const;

export function signUpValues(settings: SignUpSettings): SignUpValues {
  const questions = Object.fromEntries(SIGN_UP_QUESTION_ALIASES.map((alias) => [alias, 'no'])) as Record<SignUpQuestion, QuestionChoice>;
  for (const question of settings.questions) questions[question.alias] = question.required ? 'required' : 'optional';
  return { ...settings, questions, approvers: settings.approvers.map(String) };
}

/**
 * Back to the request. Questions already asked keep their order (the sign-up
 * form's order); newly asked ones follow in the catalogue's.
 */
export function toSignUpSettings(values: SignUpValues, saved: SignUpSettings): SignUpSettings {
  const asked = (alias: SignUpQuestion) => values.questions[alias] !== 'no';
  const kept = saved.questions.map((question) => question.alias).filter(asked);
  const added = SIGN_UP_QUESTION_ALIASES.filter((alias) => asked(alias) && !kept.includes(alias));
  return {
    self_sign_up: values.self_sign_up,
    auto_accept: values.auto_accept,
    questions: [...kept, ...added].map((alias) => ({ alias, required: values.questions[alias] === 'required' })),
    approvers: values.approvers.map(Number),
    password_recovery: values.password_recovery,
  };
}
