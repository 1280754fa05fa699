import * as styles from './form.css';

export type FormAlertProps = {
  /** Failure titles; empty and repeated ones are dropped, and with none left there is no alert. */
  messages: ReadonlyArray<string | null | undefined>;
};

/** The failures of a form's last attempt, together in one alert. */
export function FormAlert({ messages }: FormAlertProps) {
  const shown = [...new Set(messages)].filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      {shown.map((message) => (
        <p key={message} className={styles.alertMessage}>
          {message}
        </p>
      ))}
    </div>
  );
}
