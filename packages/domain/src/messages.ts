/** Texts the server answers with, in the spec's words where the spec gives them. */
export const MESSAGES = {
  captchaMismatch: 'Captcha does not match, please try again.',
  captchaMissing: 'Please solve the CAPTCHA before continuing.',
  invalidCredentials: 'Invalid email or ID card number.',
  loginSuccessful: 'Login successful',
  notAuthorized: 'You are not authorized to access this page.',
  signInRequired: 'Please sign in to continue.',
  registered: 'Staff registered successfully',
  emailTaken: 'This email is already registered.',
  loggedOut: 'Logged out',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send the request body as application/json.',
  notFound: 'Not found',
  internal: 'Something went wrong on the server. Please try again.',
  markSuccessful: 'Attendance submitted successfully',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different submission. Reload the page and submit again.',
} as const;
