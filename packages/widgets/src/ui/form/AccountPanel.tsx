import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ThemeName } from '../../theme/theme-names';
import { useTopHeading } from '../heading-level/heading-level';
import * as styles from './form.css';
import { FormAlert } from './FormAlert';
import type { Navigate } from './TextLink';

export type Logo = { src: string; alt: string };

/** Where an account page sits in its host: where "Back to Login" goes, the host's router, and the look. */
export type AccountPageHost = {
  /** Where "Back to Login" goes; no link without it. */
  loginHref?: string | null;
  onNavigate?: Navigate;
  logo?: Logo | null;
  theme?: ThemeName;
};

export type AccountPanelProps = {
  heading: string;
  /** A sentence under the heading saying what to do. */
  lead?: ReactNode;
  /** Failure titles, shown together in one alert; empty and repeated ones are dropped. */
  alerts?: ReadonlyArray<string | null | undefined>;
  logo?: Logo | null;
  theme?: ThemeName;
  children?: ReactNode;
};

/**
 * The card of every account screen: logo, heading, lead, one alert for the
 * failures, then the form. When the heading changes (the next step of a
 * flow), focus moves to it so a screen reader announces the new step.
 */
export function AccountPanel({ heading, lead, alerts = [], logo, theme, children }: AccountPanelProps) {
  const id = useId();
  const Heading = useTopHeading();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownHeading = useRef(heading);
  useEffect(() => {
    if (shownHeading.current === heading) return;
    shownHeading.current = heading;
    headingRef.current?.focus();
  }, [heading]);

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`}>
      {logo && <img className={styles.logo} src={logo.src} alt={logo.alt} />}
      <Heading part="heading" id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </Heading>
      {lead && <p className={styles.lead}>{lead}</p>}
      <FormAlert messages={alerts} />
      {children}
    </section>
  );
}
