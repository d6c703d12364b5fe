/** The enhancement script of the contact page, on top of the site's own. */
import { enhanceContactForm } from './contact-form'

document
  .querySelectorAll<HTMLFormElement>('form[data-contact-form]')
  .forEach((form) => enhanceContactForm(form))
