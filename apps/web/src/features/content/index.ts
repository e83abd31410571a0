// What the shell shows of content: the newsletter sign-up in the footer.
export { CHECK_YOUR_INBOX, NewsletterForm } from './components/newsletter-form';
