/**
 * The route table of the product specification (section 2), column by column, and the aliases
 * it names. The tests hold the built site to it; the site itself derives its routes from content.
 */
export const specRoutes: Record<string, Record<string, string>> = {
  home: { en: '/', es: '/es', de: '/de', it: '/it', fr: '/fr', pt: '/pt', pl: '/pl' },
  about: {
    en: '/about',
    es: '/es/nosotros',
    de: '/de/uber-uns',
    it: '/it/chi-siamo',
    fr: '/fr/a-propos',
    pt: '/pt/sobre-nos',
    pl: '/pl/o-nas',
  },
  services: {
    en: '/services',
    es: '/es/servicios',
    de: '/de/services',
    it: '/it/servizi',
    fr: '/fr/services',
    pt: '/pt/servicos',
    pl: '/pl/uslugi',
  },
  caseStudies: {
    en: '/case-studies',
    es: '/es/casos-estudio',
    de: '/de/fallstudien',
    it: '/it/casi-studio',
    fr: '/fr/etudes-cas',
    pt: '/pt/casos-estudo',
    pl: '/pl/studia-przypadkow',
  },
  pricing: {
    en: '/pricing',
    es: '/es/precios',
    de: '/de/preise',
    it: '/it/prezzi',
    fr: '/fr/tarifs',
    pt: '/pt/precos',
    pl: '/pl/cennik',
  },
  blog: {
    en: '/blog',
    es: '/es/blog',
    de: '/de/blog',
    it: '/it/blog',
    fr: '/fr/blog',
    pt: '/pt/blog',
    pl: '/pl/blog',
  },
  article: {
    en: '/blog/double-your-targeting-amazon-campaigns',
    es: '/es/blog/duplica-tu-targeting-campanas-amazon',
    de: '/de/blog/verdoppeln-sie-ihr-targeting-amazon-kampagnen',
    it: '/it/blog/raddoppia-targeting-campagne-amazon',
    fr: '/fr/blog/doublez-votre-ciblage-campagnes-amazon',
    pt: '/pt/blog/duplique-seu-targeting-campanhas-amazon',
    pl: '/pl/blog/podwoj-swoj-targeting-kampanie-amazon',
  },
  contact: {
    en: '/contact',
    es: '/es/contacto',
    de: '/de/kontakt',
    it: '/it/contatti',
    fr: '/fr/contact',
    pt: '/pt/contato',
    pl: '/pl/kontakt',
  },
  privacy: {
    en: '/privacy-policy',
    es: '/es/politica-privacidad',
    de: '/de/datenschutz',
    it: '/it/privacy',
    fr: '/fr/politique-confidentialite',
    pt: '/pt/politica-privacidade',
    pl: '/pl/polityka-prywatnosci',
  },
  terms: {
    en: '/terms-conditions',
    es: '/es/terminos-condiciones',
    de: '/de/agb',
    it: '/it/termini-condizioni',
    fr: '/fr/conditions-generales',
    pt: '/pt/termos-condicoes',
    pl: '/pl/regulamin',
  },
  cookies: {
    en: '/cookie-policy',
    es: '/es/politica-cookies',
    de: '/de/cookie-richtlinie',
    it: '/it/politica-cookie',
    fr: '/fr/politique-cookies',
    pt: '/pt/politica-cookies',
    pl: '/pl/polityka-cookies',
  },
  legalNotice: {
    en: '/legal-notice',
    es: '/es/aviso-legal',
    de: '/de/impressum',
    it: '/it/note-legali',
    fr: '/fr/mentions-legales',
    pt: '/pt/aviso-legal',
    pl: '/pl/informacje-prawne',
  },
}

/** Alias → the canonical path it must lead to. */
export const specAliases: Record<string, string> = {
  '/es/acerca-de': '/es/nosotros',
  '/de/leistungen': '/de/services',
  '/fr/etudes-de-cas': '/fr/etudes-cas',
  '/pt/estudos-caso': '/pt/casos-estudo',
  '/it/blog/raddoppia-il-tuo-targeting-campagne-amazon':
    '/it/blog/raddoppia-targeting-campagne-amazon',
  '/pt/blog/duplique-seu-direcionamento-campanhas-amazon':
    '/pt/blog/duplique-seu-targeting-campanhas-amazon',
  '/pl/blog/podwoj-swoje-targetowanie-kampanie-amazon':
    '/pl/blog/podwoj-swoj-targeting-kampanie-amazon',
}
