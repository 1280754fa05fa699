import type { AskField, InviteDetails, RegistrationRequest, SignUpCheck, SignUpDetails, TermsAndConditions } from '@motorpool/api';

/** Plain data for the registration stories and tests; never imported by the library itself. */

/** A fixed "today", so date bounds and messages do not move with the calendar. */
export const TODAY = '2025-06-15';

export const signUpDetails: SignUpDetails = {
  first_name: 'Riley',
  last_name: 'Nguyen',
  email: 'riley@example.test',
  org: '00042',
};

export const branchField: AskField = {
  name: 'Branch',
  label: 'Branch',
  data_type: 'textselect',
  alias: 'branch',
  visibility: 'True',
  options: [
    { value: '21', label: 'Docklands' },
    { value: '22', label: 'Parramatta' },
  ],
};

/** Every kind of field an organisation can ask for, Branch last as the server appends it. */
export const askFields: AskField[] = [
  { name: 'Employee ID', label: 'Employee ID', data_type: 'free_text_field', alias: 'employeeId', visibility: 'True' },
  { name: 'Phone', label: 'Phone Number', data_type: 'free_text_field', alias: 'phone', visibility: 'True' },
  { name: 'Date of Birth', label: 'Date of Birth', data_type: 'date', alias: 'dateOfBirth', visibility: 'True' },
  { name: 'Line Manager', label: "Line Manager's Email", data_type: 'free_text_field', alias: 'manager', visibility: 'True' },
  {
    name: 'Department',
    label: 'Department',
    data_type: 'multitextselect',
    alias: 'departments',
    visibility: 'False',
    options: [
      { value: 'Operations', label: 'Operations' },
      { value: 'Sales', label: 'Sales' },
      { value: 'Service', label: 'Service' },
    ],
  },
  { name: 'License Number', label: 'License Number', data_type: 'free_text_field', alias: 'licenseNumber', visibility: 'True' },
  {
    name: 'Country of issue',
    label: 'Country of issue',
    data_type: 'textselect',
    alias: 'licenseCountryOfIssue',
    visibility: 'True',
    options: [
      { value: 'Australia', label: 'Australia' },
      { value: 'New Zealand', label: 'New Zealand' },
    ],
  },
  { name: 'License State', label: 'License State', data_type: 'textselect', alias: 'licenseState', visibility: 'True' },
  {
    name: 'License Class',
    label: 'License Class',
    data_type: 'multitextselect',
    alias: 'licenseClass',
    visibility: 'True',
    options: [
      { value: 'C', label: 'C (Car)' },
      { value: 'LR', label: 'LR (Light Rigid)' },
      { value: 'MR', label: 'MR (Medium Rigid)' },
    ],
  },
  { name: 'License Expiry Date', label: 'License Expiry Date', data_type: 'date', alias: 'licenseValidUpto', visibility: 'True' },
  {
    name: 'Vehicle Preference',
    label: 'Vehicle Preference',
    data_type: 'textselect',
    alias: 'vehicle_preference',
    visibility: 'True',
    options: [
      { value: 'EV', label: 'Electric' },
      { value: 'Hybrid', label: 'Hybrid' },
    ],
  },
  { name: 'Parking Bay', label: 'Parking Bay', data_type: 'free_text_field', alias: 'parking_bay', visibility: 'True' },
  {
    name: 'Trainings',
    label: 'Trainings',
    data_type: 'multitextselect',
    alias: 'trainings',
    visibility: 'True',
    options: [
      { value: '4WD', label: '4WD' },
      { value: 'Towing', label: 'Towing' },
    ],
  },
  { name: 'Induction Date', label: 'Induction Date', data_type: 'date', alias: 'induction_date', visibility: 'True' },
  branchField,
];

export const signUpCheck: SignUpCheck = {
  organisation: { pk: 11, name: 'Harbour City Fleet' },
  askFields: [branchField],
  is_auto_accepted: false,
};

export const termsAsLink: TermsAndConditions = {
  TermsAndConditionsUserRegistration: {
    preferredType: 'link',
    link: 'https://harbourcity.example.test/terms',
    content: null,
  },
};

export const termsAsContent: TermsAndConditions = {
  TermsAndConditionsUserRegistration: {
    preferredType: 'content',
    link: null,
    content:
      'Drivers must hold a current licence for the class of vehicle booked.\n\nVehicles are returned clean, refuelled or recharged, by the booked end time. Tolls and fines incurred during a booking are the driver’s responsibility.',
  },
};

export const registrationRequests: RegistrationRequest[] = [
  {
    pk: 501,
    name: 'Riley Nguyen',
    email: 'riley@example.test',
    branch: { pk: 21, name: 'Docklands' },
    status: { name: 'Pending Approval' },
    created_at: '2025-06-03T10:00:00Z',
  },
  {
    pk: 502,
    name: 'Sam Okafor',
    email: 'sam.okafor@example.test',
    branch: { pk: 22, name: 'Parramatta' },
    status: { name: 'Pending Approval' },
    created_at: '2025-06-11T10:00:00Z',
  },
  {
    pk: 503,
    name: 'Jordan Lee',
    email: 'jordan.lee@example.test',
    branch: null,
    status: { name: 'Pending Approval' },
    created_at: '2025-06-14T10:00:00Z',
  },
];

export const inviteDetails: InviteDetails = {
  email: 'casey@example.test',
  name: 'Casey',
  organisation: { pk: 11, name: 'Harbour City Fleet' },
  role: { pk: 3, name: 'Driver' },
  branch: { pk: 21, name: 'Docklands' },
  existing_account: false,
};
