/** What a button's colour says: the main action, a plain one, or one that destroys or refuses. */
export const buttonTones = ['primary', 'neutral', 'critical'] as const;
/** How much a button stands out: filled, outlined, or text alone. */
export const buttonVariants = ['solid', 'outline', 'text'] as const;
/** `small` fits a toolbar, a dialog or a table row; `standard` ends a form. */
export const buttonSizes = ['standard', 'small'] as const;

export type ButtonTone = (typeof buttonTones)[number];
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** A tone and a variant together name one look, so the pair cannot be mismatched. */
export type ButtonLook = `${ButtonTone}-${ButtonVariant}`;

export const lookKey = (tone: ButtonTone, variant: ButtonVariant): ButtonLook => `${tone}-${variant}`;
