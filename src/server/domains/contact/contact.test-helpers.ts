/**
 * The errors for a submission with a blank first name, a bad e-mail address and phone number,
 * a too long message and nothing else, in SPEC 8 codes per property (API and scriptless form alike).
 */
export const INVALID_SUBMISSION_ERRORS = [
  { code: 'V_01', property: 'firstName' },
  { code: 'V_01', property: 'lastName' },
  { code: 'V_02', property: 'email' },
  { code: 'V_12', property: 'phone' },
  { code: 'V_14', property: 'message' },
  { code: 'V_01', property: 'subject' },
  { code: 'V_01', property: 'privacy' },
  { code: 'V_01', property: 'botCheck' },
];
