/** First versions of the legal texts; an administrator can change them later. Plain text, paragraphs split by blank lines. */
export const TERMS_OF_SERVICE = `Terms and Conditions

Last updated: 1 November 2026

1. About these terms
LEARN WITHOUT LIMITS is a directory that helps students, parents and learners discover colleges and universities, schools, private tutors and education events, and read education news. By using the site you agree to these terms. If you do not agree, please do not use the site.

2. Using the directory
You may browse and search the directory without an account. Information on listings is provided by institutions, tutors and our editors. We check listings before they are published, but we cannot guarantee that every detail (fees, courses, dates, contact details) is complete or current. Always confirm important details directly with the institution or tutor before you make a decision or a payment.

3. Accounts
To keep a profile, become a listing owner or claim a listing you need an account. You are responsible for keeping your password safe and for everything done with your account. Give accurate information and keep it up to date. We may suspend accounts that break these terms.

4. Listing owners
If you manage a listing, event or post, you confirm that you are authorised to represent the institution or yourself as a tutor, and that what you publish is accurate, lawful and not misleading. Content you submit is reviewed by our administrators before it is published, and edits to published content are reviewed before they replace the published version. We may decline or remove content that breaks these terms.

5. Claims and ownership requests
Claims on a listing must be made only by people entitled to manage it. We may ask for evidence and may refuse a claim. Only one claim per listing can be approved.

6. Acceptable use
Do not misuse the site: no scraping that burdens our service, no attempts to break its security, no spam, no impersonation, no unlawful, hateful or harmful content.

7. Our content and yours
The site's design and our own texts belong to us. You keep the rights to what you publish, and you grant us a licence to display it on the site for as long as it is listed.

8. Liability
The site is provided as it is. To the extent the law allows, we are not liable for decisions made on the basis of information in the directory, or for the services of listed institutions, tutors and event organisers.

9. Changes
We may update these terms. The date at the top shows the latest version; continuing to use the site after a change means you accept it.

10. Contact
Questions about these terms: use the Contact Us page.`;

export const PRIVACY_POLICY = `Privacy Policy

Last updated: 1 November 2026

1. Who we are
LEARN WITHOUT LIMITS runs this education directory. This policy explains what personal data we collect, why, and the choices you have.

2. What we collect
- Account data: your e-mail address, a username, your full name, mobile number and profile picture address if you give them, and a secure hash of your password (never the password itself). If you sign in with Google we receive your name, e-mail address and picture from Google.
- Requests you make: become-a-listing-owner requests and listing claims, with the details and evidence you provide.
- Content you publish as a listing owner: listings, events and posts.
- Messages you send us through the contact form, and e-mail subscriptions.
- Technical data: request logs with your IP address, kept for security and troubleshooting.

3. Why we use it
To run your account and sign you in securely; to review and publish listings, events and posts; to decide on requests and tell you the outcome by e-mail; to answer your messages; to protect the service from abuse (for example by limiting repeated failed sign-ins); and to improve the directory, for example by counting which listings are searched most.

4. What we share
We do not sell personal data. Public listing details (name, address, contact details of institutions and tutors) are published because that is the purpose of the directory. We use service providers for hosting and e-mail delivery, bound to protect your data.

5. How long we keep it
Account data is kept while your account exists. Decided requests are kept for our records. Logs are kept for a limited period.

6. Your rights
You can see and change your profile at any time on your profile page, change your password, and ask us through the Contact Us page for a copy of your data or for its deletion.

7. Cookies and local storage
The site stores your sign-in session and a note that you have seen the welcome screen in your browser's local storage. We do not use advertising cookies.

8. Changes
We may update this policy; the date at the top shows the latest version.

9. Contact
Questions about privacy: use the Contact Us page.`;
