import { CreateOrganisationRequest, INDUSTRIES } from '@motorpool/api';
import { useId } from 'react';
import { ClearingFormCard } from '../fields/ClearingFormCard';
import { useClearingForm } from '../fields/use-clearing-form';
import { controlAria, FormField } from '../ui/field/FormField';
import { requestResolver } from '../ui/form/request-resolver';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './CreateOrganisation.css';

/** What the form holds: an unchosen industry is empty text, an empty domain means none. */
export type CreateOrganisationValues = { name: string; industry: string; domain: string };

export type CreateOrganisationProps = {
  /** Resolves true once the server created the organisation (the form then clears), false when it refused. */
  onSubmit: (request: CreateOrganisationRequest) => Promise<boolean>;
  /** The failure title of the last attempt. */
  serverError?: string | null;
  /** The server's messages per field (`name`, `industry`, `domain`); others join the alert. */
  fieldErrors?: Record<string, string> | null;
  heading?: string;
  theme?: ThemeName;
};

export const CREATE_ORGANISATION_HEADING = 'Create Organization';
export const ORGANISATION_DOMAIN_HINT = 'Where its people sign in, such as fleet.example.com. Leave empty if it has none.';

const FIELD_NAMES = ['name', 'industry', 'domain'] as const;
const EMPTY: CreateOrganisationValues = { name: '', industry: '', domain: '' };

const toRequest = (values: CreateOrganisationValues) => ({
  name: values.name.trim(),
  industry: values.industry === '' ? undefined : values.industry,
  domain: values.domain.trim() === '' ? undefined : values.domain.trim(),
});

/** The request struct decides, so the form and the server give the same messages. */
const resolver = requestResolver<CreateOrganisationValues, CreateOrganisationRequest>(CreateOrganisationRequest, { toRequest, fieldNames: FIELD_NAMES });
/** What the form is, whatever it is given: its empty values, its rules and the fields that show the server's messages. */
const FORM = { empty: EMPTY, resolver, fieldNames: FIELD_NAMES };

/**
 * A system admin creates an organisation (spec §2 Sidebar "Create
 * Organization"): name, industry (Fleet or CustomFleet) and an optional
 * domain. A refusal keeps everything typed and puts the server's messages on
 * the fields; a created organisation clears the form. No HTTP.
 */
export function CreateOrganisation({ onSubmit, serverError, fieldErrors, heading = CREATE_ORGANISATION_HEADING, theme }: CreateOrganisationProps) {
  const id = useId();
  const form = useClearingForm<CreateOrganisationValues>({ ...FORM, fieldErrors, send: (values) => onSubmit(toRequest(values) as CreateOrganisationRequest) });

  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof CreateOrganisationValues, hint?: string) => ({ id: `${id}-${name}`, error: errors[name]?.message, hint });
  const name = field('name');
  const industry = field('industry');
  const domain = field('domain', ORGANISATION_DOMAIN_HINT);

  return (
    <ClearingFormCard
      form={form}
      id={id}
      heading={heading}
      className={styles.root}
      theme={theme}
      serverError={serverError}
      submitText={isSubmitting ? 'Creating...' : 'Create'}
    >
      <FormField {...name} label="Name">
        <input className={formStyles.input} autoComplete="organization" {...controlAria(name.id, name)} id={name.id} {...register('name')} />
      </FormField>
      <FormField {...industry} label="Industry">
        <select className={formStyles.input} {...controlAria(industry.id, industry)} id={industry.id} {...register('industry')}>
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...domain} label="Domain" optional>
        <input
          className={formStyles.input}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          {...controlAria(domain.id, domain)}
          id={domain.id}
          {...register('domain')}
        />
      </FormField>
    </ClearingFormCard>
  );
}
