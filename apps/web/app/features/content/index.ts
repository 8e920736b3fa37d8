// What the shared shell may use of the shop's content.
export { NewsletterForm } from "./newsletter-form.tsx";
