/**
 * The product's wording (spec §5 and §8), shared by the widgets that show it
 * and the server that sends it, so a message reads the same wherever it comes from.
 */
export const messages = {
  email: {
    required: 'Email is required',
    tooShort: 'Too Short!',
    tooLong: 'Too Long!',
    invalid: 'Enter a valid email',
  },
  password: {
    required: 'Password is required',
    tooLong: 'Password is too Long',
  },
  organisation: {
    required: 'Organisation is required',
  },
  login: {
    failure: 'Unable to log in with provided credentials.',
    chooseOrganisation: 'Your email belongs to several organisations. Choose one to continue.',
    userNotExist: 'User does not exist in any organisation.',
    accessTokenFailure: 'Unable to Sign in, please try again!',
  },
  request: {
    invalid: 'Please correct the highlighted fields.',
    malformedJson: 'The request body is not valid JSON.',
    tooLarge: 'The request body is too large.',
    unauthenticated: 'Authentication credentials were not provided or have expired.',
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'Not found.',
    notMember: 'You do not belong to this organisation.',
    unexpected: 'Something went wrong. Please try again.',
    unreachable: 'Unable to reach the server. Check your connection and try again.',
    badResponse: 'The server sent a response this page does not understand.',
  },
  field: {
    unknown: 'This field is not allowed',
    invalid: 'Invalid value',
  },
} as const;
