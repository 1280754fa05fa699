import { organisationMessages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInShadow, withinShadow } from '../element/shadow-queries';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { ConnectedCreateOrganisation } from './ConnectedCreateOrganisation';
import { CreateOrganisation, ORGANISATION_DOMAIN_HINT } from './CreateOrganisation';
import { CREATE_ORGANISATION_TAG, ORGANISATION_CREATED_EVENT, type OrganisationCreatedEventDetail } from './element';
import { registerMotorpoolElements } from '../elements';

const API_BASE = 'https://api.motorpool.test';
const CREATE = 'POST /api/v1/organisations/';
const northwind = { pk: 7, name: 'Northwind Logistics', domain: 'fleet.northwind.example', logo: null, industry: 'CustomFleet' };

async function fillIn(user: ReturnType<typeof userEvent.setup>, { name = 'Northwind Logistics', industry = 'CustomFleet', domain = '' } = {}) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.selectOptions(screen.getByLabelText('Industry'), industry);
  if (domain) await user.type(screen.getByLabelText(/Domain/), domain);
}

describe('CreateOrganisation', () => {
  it('sends the trimmed name, the industry and the domain, then clears', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<CreateOrganisation onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Create Organization' })).toBeInTheDocument();
    expect(screen.getByText(ORGANISATION_DOMAIN_HINT)).toBeInTheDocument();
    await fillIn(user, { name: '  Northwind Logistics ', domain: ' Fleet.Northwind.Example ' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Northwind Logistics', industry: 'CustomFleet', domain: 'Fleet.Northwind.Example' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Industry')).toHaveValue('');
  });

  it('leaves the domain out when none is given', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<CreateOrganisation onSubmit={onSubmit} />);
    await fillIn(user, { industry: 'Fleet' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Northwind Logistics', industry: 'Fleet', domain: undefined });
  });

  it('says what is missing or wrong and sends nothing', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<CreateOrganisation onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Domain/), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(organisationMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(organisationMessages.industryRequired)).toBeInTheDocument();
    expect(screen.getByText(organisationMessages.domainInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/Domain/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/Domain/));
    await user.type(screen.getByLabelText('Name'), 'N'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(organisationMessages.nameTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows Creating... and takes no second submit while the server answers', async () => {
    let finish: (created: boolean) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<CreateOrganisation onSubmit={onSubmit} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const creating = await screen.findByRole('button', { name: 'Creating...' });
    expect(creating).toBeDisabled();
    await user.click(creating);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish(false);
    expect(await screen.findByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Northwind Logistics');
  });

  it('puts the server’s field messages on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<CreateOrganisation onSubmit={async () => false} />);
    await fillIn(user, { domain: 'demo.fleet' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    rerender(
      <CreateOrganisation
        onSubmit={async () => false}
        serverError={organisationMessages.domainTaken}
        fieldErrors={{ domain: organisationMessages.domainTaken, plan: 'Choose a plan' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(organisationMessages.domainTaken);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a plan');
    expect(screen.getByLabelText(/Domain/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Domain/)).toHaveValue('demo.fleet');
    expect(screen.getByLabelText('Name')).toHaveValue('Northwind Logistics');
  });
});

describe('ConnectedCreateOrganisation', () => {
  beforeEach(() => sessionStore.getState().signIn({ token: 'token-1', organisation: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.getState().signOut();
  });

  it('creates through POST organisations/ and hands over the new organisation', async () => {
    const reply = heldReply({ status: 201, body: northwind });
    const { callsTo } = fakeServer({ [CREATE]: [reply.answer] });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedCreateOrganisation apiBase={API_BASE} onCreated={onCreated} />);
    await fillIn(user, { domain: 'fleet.northwind.example' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    reply.release();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(northwind));
    const [call] = callsTo(CREATE);
    expect(call?.body).toEqual({ name: 'Northwind Logistics', industry: 'CustomFleet', domain: 'fleet.northwind.example' });
    expect(call?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('shows a refusal in the alert and on the field, and creates nothing', async () => {
    fakeServer({ [CREATE]: [failure(409, organisationMessages.nameTaken, { fields: { name: organisationMessages.nameTaken } })] });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedCreateOrganisation apiBase={API_BASE} onCreated={onCreated} />);
    await fillIn(user, { name: 'Demo Fleet' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(organisationMessages.nameTaken);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name')).toHaveValue('Demo Fleet');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says so when the server has organisation creation switched off', async () => {
    fakeServer({ [CREATE]: [failure(404, organisationMessages.creationDisabled, { code: 'organisation_creation_disabled' })] });
    const user = userEvent.setup();
    render(<ConnectedCreateOrganisation apiBase={API_BASE} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(organisationMessages.creationDisabled);
  });
});

describe('<motorpool-create-organisation>', () => {
  beforeEach(() => {
    sessionStore.getState().signIn({ token: 'token-1', organisation: null });
    registerMotorpoolElements();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    sessionStore.getState().signOut();
  });

  it('announces the created organisation with motorpool-organisation-created', async () => {
    fakeServer({ [CREATE]: [ok(northwind, 201)] });
    const heard: OrganisationCreatedEventDetail[] = [];
    const listener = (event: CustomEvent<OrganisationCreatedEventDetail>) => heard.push(event.detail);
    document.addEventListener(ORGANISATION_CREATED_EVENT, listener);
    const user = userEvent.setup();
    document.body.innerHTML = `<${CREATE_ORGANISATION_TAG} api-base="${API_BASE}" heading="New tenant"></${CREATE_ORGANISATION_TAG}>`;
    // The element renders in its shadow root, which `screen` does not search.
    const shadow = withinShadow(CREATE_ORGANISATION_TAG);
    expect(await shadow.findByRole('heading', { name: 'New tenant' })).toBeInTheDocument();
    await typeInShadow(user, shadow.getByLabelText('Name'), 'Northwind Logistics');
    await user.selectOptions(shadow.getByLabelText('Industry'), 'CustomFleet');
    await user.click(shadow.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(heard).toEqual([{ organisation: northwind }]));
    document.removeEventListener(ORGANISATION_CREATED_EVENT, listener);
  });
});
