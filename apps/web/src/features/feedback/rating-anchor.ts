/** Where the rating form of a member's page is, so a prompt's link (…#rate) lands on it. */
export const RATING_FORM_ANCHOR = 'rate';
