import type { Bilingual } from '../lib/localized.js';

/** A page singleton: the landing page of a section. `hero` is an upload id. */
export interface SingletonPage {
  model: string;
  id: string;
  title: Bilingual;
  intro: Bilingual;
  hero: string;
  body?: Bilingual;
  seoDescription: Bilingual;
}

export const singletonPages: readonly SingletonPage[] = [
  {
    model: 'page_home',
    id: 'page-home',
    title: { fr: 'Le droit des affaires, près de vous', en: 'Business law, close to you' },
    intro: {
      fr: 'Carrier Beaumont Lessard accompagne les entreprises du Québec depuis 1979, de Montréal à Québec en passant par Sherbrooke.',
      en: 'Carrier Beaumont Lessard has supported Québec businesses since 1979, in Montréal, Québec City and Sherbrooke.',
    },
    hero: 'hero-page-home',
    body: {
      fr: `## Un cabinet d'affaires complet

Plus de 40 avocats, notaires et parajuristes mettent leur expertise au service des entreprises familiales, des sociétés en croissance, des institutions et des organismes publics.

- Trois bureaux : Montréal, Québec et Sherbrooke
- Douze [champs de pratique](record:page-practice-area-hub) et huit [industries](record:page-industries-hub) desservies
- Des [services](record:page-services-hub) à prix connu pour les besoins courants`,
      en: `## A full-service business law firm

More than 40 lawyers, notaries and paralegals put their expertise to work for family businesses, growing companies, institutions and public bodies.

- Three offices: Montréal, Québec City and Sherbrooke
- Twelve [practice areas](record:page-practice-area-hub) and eight [industries](record:page-industries-hub) served
- Fixed-price [services](record:page-services-hub) for everyday needs`,
    },
    seoDescription: {
      fr: 'Cabinet d’avocats et de notaires en droit des affaires à Montréal, Québec et Sherbrooke.',
      en: 'Business law firm of lawyers and notaries in Montréal, Québec City and Sherbrooke.',
    },
  },
  {
    model: 'page_about',
    id: 'page-about',
    title: { fr: 'Le cabinet', en: 'The Firm' },
    intro: {
      fr: 'Un cabinet québécois de taille humaine, fondé sur la proximité, la franchise et la rigueur.',
      en: 'A Québec firm on a human scale, built on proximity, candour and rigour.',
    },
    hero: 'pattern-1',
    body: {
      fr: `Depuis plus de quarante ans, nous conseillons les entreprises d'ici avec la même conviction : le bon conseil juridique est celui qui tient compte de la réalité du client.

Découvrez [notre histoire](record:about-notre-histoire), [nos valeurs](record:about-nos-valeurs), notre [engagement communautaire](record:about-engagement-communautaire) et nos actions en matière de [diversité et d'inclusion](record:about-diversite-inclusion).`,
      en: `For more than forty years, we have advised local businesses with the same conviction: good legal advice takes the client's reality into account.

Discover [our history](record:about-notre-histoire), [our values](record:about-nos-valeurs), our [community involvement](record:about-engagement-communautaire) and our work on [diversity and inclusion](record:about-diversite-inclusion).`,
    },
    seoDescription: {
      fr: 'Histoire, valeurs et engagements de Carrier Beaumont Lessard.',
      en: 'The history, values and commitments of Carrier Beaumont Lessard.',
    },
  },
  {
    model: 'page_business_intel',
    id: 'page-business-intel',
    title: { fr: 'Intelligence d’affaires', en: 'Thought Leadership' },
    intro: {
      fr: 'Analyses, études de cas et dossiers marquants : l’actualité juridique expliquée par nos professionnels.',
      en: 'Analysis, case studies and landmark files: legal developments explained by our professionals.',
    },
    hero: 'pattern-2',
    body: {
      fr: `Suivez nos [actualités](record:page-news-hub), découvrez nos [études de cas](record:page-cases-hub) et abonnez-vous à notre [infolettre](record:page-newsletter) pour ne rien manquer.`,
      en: `Follow our [news](record:page-news-hub), explore our [case studies](record:page-cases-hub) and subscribe to our [newsletter](record:page-newsletter) so you don't miss a thing.`,
    },
    seoDescription: {
      fr: 'Analyses juridiques, études de cas et dossiers marquants du cabinet.',
      en: 'Legal analysis, case studies and landmark files from the firm.',
    },
  },
  {
    model: 'page_cases_hub',
    id: 'page-cases-hub',
    title: { fr: 'Études de cas', en: 'Case Studies' },
    intro: {
      fr: 'Comment nous avons aidé nos clients à régler des problèmes concrets, du contexte au résultat.',
      en: 'How we helped our clients solve real problems, from background to outcome.',
    },
    hero: 'pattern-3',
    seoDescription: {
      fr: 'Études de cas : des mandats réels, racontés du contexte au résultat.',
      en: 'Case studies: real mandates, from background to outcome.',
    },
  },
  {
    model: 'page_contact',
    id: 'page-contact',
    title: { fr: 'Nous joindre', en: 'Contact Us' },
    intro: {
      fr: 'Une question, un nouveau mandat, une demande des médias? Écrivez-nous ou passez nous voir dans l’un de nos trois bureaux.',
      en: 'A question, a new mandate, a media request? Write to us or visit one of our three offices.',
    },
    hero: 'pattern-4',
    body: {
      fr: `Nos bureaux sont ouverts du lundi au vendredi, de 8 h 30 à 17 h. Nous répondons aux demandes transmises par le formulaire dans un délai d'un jour ouvrable.

Pour une situation urgente en dehors des heures d'ouverture, consultez notre service de [gestion de crise](record:svc-gestion-de-crise).`,
      en: `Our offices are open Monday to Friday, 8:30 a.m. to 5:00 p.m. We respond to requests sent through the form within one business day.

For an urgent situation outside office hours, see our [crisis management](record:svc-gestion-de-crise) service.`,
    },
    seoDescription: {
      fr: 'Coordonnées de nos bureaux de Montréal, Québec et Sherbrooke.',
      en: 'Contact details for our Montréal, Québec City and Sherbrooke offices.',
    },
  },
  {
    model: 'page_expertise',
    id: 'page-expertise',
    title: { fr: 'Expertise', en: 'Expertise' },
    intro: {
      fr: 'Des champs de pratique complémentaires, une connaissance fine de vos industries et des services pensés pour vos besoins courants.',
      en: 'Complementary practice areas, deep knowledge of your industries and services designed for your everyday needs.',
    },
    hero: 'pattern-5',
    body: {
      fr: `Explorez nos [champs de pratique](record:page-practice-area-hub), les [industries](record:page-industries-hub) que nous servons et nos [services](record:page-services-hub).`,
      en: `Explore our [practice areas](record:page-practice-area-hub), the [industries](record:page-industries-hub) we serve and our [services](record:page-services-hub).`,
    },
    seoDescription: {
      fr: 'Champs de pratique, industries et services de Carrier Beaumont Lessard.',
      en: 'Carrier Beaumont Lessard’s practice areas, industries and services.',
    },
  },
  {
    model: 'page_industries_hub',
    id: 'page-industries-hub',
    title: { fr: 'Industries', en: 'Industries' },
    intro: {
      fr: 'Nous connaissons les réalités, la réglementation et les acteurs de vos secteurs d’activité.',
      en: 'We know the realities, the regulations and the players in your sectors.',
    },
    hero: 'pattern-6',
    seoDescription: {
      fr: 'Les industries que nous servons, du secteur manufacturier à la santé.',
      en: 'The industries we serve, from manufacturing to health care.',
    },
  },
  {
    model: 'page_news_hub',
    id: 'page-news-hub',
    title: { fr: 'Actualités', en: 'News' },
    intro: {
      fr: 'Nouveautés législatives, décisions importantes et nouvelles du cabinet.',
      en: 'Legislative updates, key decisions and firm news.',
    },
    hero: 'pattern-7',
    seoDescription: {
      fr: 'Actualités juridiques et nouvelles de Carrier Beaumont Lessard.',
      en: 'Legal news and updates from Carrier Beaumont Lessard.',
    },
  },
  {
    model: 'page_newsletter',
    id: 'page-newsletter',
    title: { fr: 'Infolettre', en: 'Newsletter' },
    intro: {
      fr: 'Recevez nos analyses et nos invitations directement dans votre boîte de courriel.',
      en: 'Get our analysis and invitations delivered straight to your inbox.',
    },
    hero: 'pattern-8',
    body: {
      fr: `## Ce que vous recevrez

- Une infolettre mensuelle avec nos dernières analyses
- Des bulletins spéciaux lors de changements législatifs importants
- Des invitations à nos [événements](record:page-events-hub) et webinaires

Choisissez les sujets qui vous intéressent : droit des affaires, droit du travail, vie privée, immobilier, droit municipal, fiscalité.

Vous pouvez vous désabonner en tout temps à l'aide du lien figurant dans chaque envoi. Vos renseignements sont traités conformément à notre [politique de confidentialité](record:page-privacy).`,
      en: `## What you will receive

- A monthly newsletter with our latest analysis
- Special bulletins when major legislative changes occur
- Invitations to our [events](record:page-events-hub) and webinars

Choose the topics that interest you: corporate law, labour and employment, privacy, real estate, municipal law, tax.

You can unsubscribe at any time using the link in every mailing. Your information is handled in accordance with our [privacy policy](record:page-privacy).`,
    },
    seoDescription: {
      fr: 'Abonnez-vous à l’infolettre de Carrier Beaumont Lessard.',
      en: 'Subscribe to the Carrier Beaumont Lessard newsletter.',
    },
  },
  {
    model: 'page_practice_area_hub',
    id: 'page-practice-area-hub',
    title: { fr: 'Champs de pratique', en: 'Practice Areas' },
    intro: {
      fr: 'Douze champs de pratique qui couvrent l’ensemble des besoins juridiques d’une entreprise.',
      en: 'Twelve practice areas covering every legal need a business may have.',
    },
    hero: 'pattern-1',
    seoDescription: {
      fr: 'Droit des affaires, litige, travail, immobilier, fiscalité et plus encore.',
      en: 'Corporate law, litigation, labour, real estate, tax and more.',
    },
  },
  {
    model: 'page_services_hub',
    id: 'page-services-hub',
    title: { fr: 'Services', en: 'Services' },
    intro: {
      fr: 'Des offres claires, souvent à prix forfaitaire, pour répondre aux besoins les plus fréquents de nos clients.',
      en: 'Clear offerings, often at a fixed price, for our clients’ most frequent needs.',
    },
    hero: 'pattern-2',
    seoDescription: {
      fr: 'Services juridiques à portée définie : démarrage, relève, Loi 25 et plus.',
      en: 'Legal services with a defined scope: start-up, succession, Law 25 and more.',
    },
  },
  {
    model: 'page_team',
    id: 'page-team',
    title: { fr: 'Notre équipe', en: 'Our Team' },
    intro: {
      fr: 'Avocats, notaires et parajuristes : trouvez la bonne personne pour votre dossier.',
      en: 'Lawyers, notaries and paralegals: find the right person for your matter.',
    },
    hero: 'pattern-3',
    seoDescription: {
      fr: 'Les avocats, notaires et parajuristes de Carrier Beaumont Lessard.',
      en: 'The lawyers, notaries and paralegals of Carrier Beaumont Lessard.',
    },
  },
  {
    model: 'page_privacy',
    id: 'page-privacy',
    title: { fr: 'Politique de confidentialité', en: 'Privacy Policy' },
    intro: {
      fr: 'Comment nous recueillons, utilisons et protégeons vos renseignements personnels.',
      en: 'How we collect, use and protect your personal information.',
    },
    hero: 'pattern-4',
    body: {
      fr: `Carrier Beaumont Lessard S.E.N.C.R.L. accorde une grande importance à la protection de vos renseignements personnels. La présente politique décrit nos pratiques conformément à la Loi sur la protection des renseignements personnels dans le secteur privé.

## Renseignements recueillis

Nous recueillons les renseignements que vous nous transmettez volontairement : nom, courriel, numéro de téléphone, entreprise et contenu de votre message lorsque vous utilisez le formulaire de contact ou vous abonnez à l'infolettre.

Avec votre consentement, nous utilisons aussi des témoins (cookies) de mesure d'audience pour comprendre l'utilisation du site. Les témoins non essentiels sont désactivés par défaut.

## Utilisation

Vos renseignements servent uniquement à :

- répondre à vos demandes;
- vous transmettre l'infolettre et les invitations auxquelles vous êtes abonné;
- améliorer le site.

Nous ne vendons ni ne louons vos renseignements personnels.

## Conservation et sécurité

Vos renseignements sont conservés au Canada ou chez des fournisseurs soumis à des obligations contractuelles équivalentes, pendant la durée nécessaire aux fins prévues.

## Vos droits

Vous pouvez demander l'accès à vos renseignements, leur rectification ou le retrait de votre consentement. Vous pouvez aussi porter plainte auprès de la Commission d'accès à l'information.

## Responsable de la protection des renseignements personnels

Pour toute question, écrivez à confidentialite@cblavocats.ca ou à notre responsable de la protection des renseignements personnels, au 1155, rue Metcalfe, bureau 2200, Montréal (Québec) H3B 2V6.

Dernière mise à jour : 2 septembre 2026.`,
      en: `Carrier Beaumont Lessard LLP attaches great importance to protecting your personal information. This policy describes our practices in accordance with the Act respecting the protection of personal information in the private sector.

## Information we collect

We collect the information you provide voluntarily: name, email, phone number, company and the content of your message when you use the contact form or subscribe to the newsletter.

With your consent, we also use audience measurement cookies to understand how the site is used. Non-essential cookies are disabled by default.

## How we use it

Your information is used only to:

- respond to your requests;
- send you the newsletter and invitations you subscribed to;
- improve the site.

We do not sell or rent your personal information.

## Retention and security

Your information is stored in Canada or with providers bound by equivalent contractual obligations, for as long as necessary for the stated purposes.

## Your rights

You may request access to your information, its correction or the withdrawal of your consent. You may also file a complaint with the Commission d'accès à l'information.

## Person in charge of the protection of personal information

For any question, write to confidentialite@cblavocats.ca or to our person in charge of the protection of personal information, at 1155 Metcalfe Street, Suite 2200, Montréal, Quebec H3B 2V6.

Last updated: September 2, 2026.`,
    },
    seoDescription: {
      fr: 'Politique de confidentialité de Carrier Beaumont Lessard.',
      en: 'Carrier Beaumont Lessard’s privacy policy.',
    },
  },
  {
    model: 'page_term',
    id: 'page-term',
    title: { fr: 'Conditions d’utilisation', en: 'Terms of Use' },
    intro: {
      fr: 'Les conditions qui s’appliquent à votre utilisation de ce site.',
      en: 'The terms that apply to your use of this site.',
    },
    hero: 'pattern-5',
    body: {
      fr: `En utilisant ce site, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.

## Information générale seulement

Le contenu du site est fourni à titre d'information générale. Il ne constitue pas un avis juridique et ne crée aucune relation professionnelle entre vous et le cabinet. Consultez nos [honoraires et avis juridiques](record:gen-honoraires-et-avis) pour en savoir plus.

## Propriété intellectuelle

Les textes, images et éléments graphiques du site appartiennent à Carrier Beaumont Lessard S.E.N.C.R.L. ou sont utilisés avec autorisation. Vous pouvez partager nos publications en citant la source, mais non les reproduire à des fins commerciales sans autorisation écrite.

## Liens externes

Le site peut contenir des liens vers des sites de tiers. Nous ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de confidentialité.

## Limitation de responsabilité

Nous veillons à l'exactitude du contenu, mais ne pouvons garantir qu'il est complet ou à jour en tout temps. Le cabinet ne saurait être tenu responsable des décisions prises sur la seule foi de ce contenu.

## Droit applicable

Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s'y appliquent.`,
      en: `By using this site, you accept these terms. If you do not accept them, please do not use the site.

## General information only

The content of this site is provided for general information. It does not constitute legal advice and does not create a professional relationship between you and the firm. See our [professional fees and legal notices](record:gen-honoraires-et-avis) to learn more.

## Intellectual property

The text, images and graphic elements on this site belong to Carrier Beaumont Lessard LLP or are used with permission. You may share our publications with attribution, but may not reproduce them for commercial purposes without written permission.

## External links

This site may contain links to third-party sites. We are not responsible for their content or their privacy practices.

## Limitation of liability

We strive to keep the content accurate, but cannot guarantee that it is complete or current at all times. The firm cannot be held liable for decisions made solely on the basis of this content.

## Governing law

These terms are governed by the laws of Québec and the federal laws of Canada that apply therein.`,
    },
    seoDescription: {
      fr: 'Conditions d’utilisation du site de Carrier Beaumont Lessard.',
      en: 'Terms of use of the Carrier Beaumont Lessard website.',
    },
  },
  {
    model: 'page_career_hub',
    id: 'page-career-hub',
    title: { fr: 'Carrière', en: 'Careers' },
    intro: {
      fr: 'Bâtissez votre carrière dans un cabinet où l’on vous confie de vraies responsabilités, entouré de collègues qui prennent le temps de vous former.',
      en: 'Build your career at a firm that gives you real responsibility, surrounded by colleagues who take the time to train you.',
    },
    hero: 'pattern-6',
    body: {
      fr: `## Pourquoi nous choisir

- Des mandats variés pour des clients de toutes tailles
- Un mentorat structuré, du stage jusqu'à l'accession à la société
- Un horaire flexible et du télétravail partiel
- Un engagement concret envers la [diversité et l'inclusion](record:about-diversite-inclusion)

Aucun poste ne correspond à votre profil? Envoyez-nous une candidature spontanée à carrieres@cblavocats.ca.`,
      en: `## Why join us

- Varied mandates for clients of every size
- Structured mentoring, from articling to partnership
- Flexible hours and partial remote work
- A real commitment to [diversity and inclusion](record:about-diversite-inclusion)

No opening matches your profile? Send us an unsolicited application at carrieres@cblavocats.ca.`,
    },
    seoDescription: {
      fr: 'Offres d’emploi et stages chez Carrier Beaumont Lessard.',
      en: 'Job openings and articling at Carrier Beaumont Lessard.',
    },
  },
  {
    model: 'page_events_hub',
    id: 'page-events-hub',
    title: { fr: 'Événements', en: 'Events' },
    intro: {
      fr: 'Petits-déjeuners, webinaires et colloques : rencontrez nos professionnels et restez à jour.',
      en: 'Breakfast briefings, webinars and conferences: meet our professionals and stay current.',
    },
    hero: 'pattern-7',
    seoDescription: {
      fr: 'Événements, webinaires et formations de Carrier Beaumont Lessard.',
      en: 'Events, webinars and training from Carrier Beaumont Lessard.',
    },
  },
  {
    model: 'page_search',
    id: 'page-search',
    title: { fr: 'Recherche', en: 'Search' },
    intro: {
      fr: 'Trouvez un professionnel, un champ de pratique ou une publication.',
      en: 'Find a professional, a practice area or a publication.',
    },
    hero: 'pattern-8',
    seoDescription: {
      fr: 'Rechercher dans le site de Carrier Beaumont Lessard.',
      en: 'Search the Carrier Beaumont Lessard website.',
    },
  },
];

/** Subjects of the contact form, one a line. */
export const contactSubjects: Bilingual = {
  fr: 'Nouveau mandat\nQuestion sur un dossier en cours\nDemande des médias\nCarrières et stages\nAutre',
  en: 'New mandate\nQuestion about an ongoing matter\nMedia request\nCareers and articling\nOther',
};

export const errorPage = {
  subtitle: { fr: 'Erreur 404', en: 'Error 404' },
  title1: { fr: 'Cette page est introuvable', en: 'This page can’t be found' },
  title2: { fr: 'mais notre équipe, elle, est toujours là.', en: 'but our team is still here.' },
  cta: { fr: 'Retour à l’accueil', en: 'Back to home' },
} satisfies Record<string, Bilingual>;

/** Home page calls to action. */
export const homeCtas = [
  {
    title: { fr: 'Parlons de votre projet', en: 'Let’s talk about your project' },
    text: {
      fr: 'Un associé vous rappellera dans un délai d’un jour ouvrable.',
      en: 'A partner will call you back within one business day.',
    },
    link: { label: { fr: 'Nous joindre', en: 'Contact us' }, record: 'page-contact' },
  },
  {
    title: { fr: 'Restez informé', en: 'Stay informed' },
    text: {
      fr: 'Nos analyses et nos invitations, une fois par mois, dans votre boîte de courriel.',
      en: 'Our analysis and invitations, once a month, in your inbox.',
    },
    link: { label: { fr: 'S’abonner à l’infolettre', en: 'Subscribe to the newsletter' }, record: 'page-newsletter' },
  },
] as const;

export const footerText: Bilingual = {
  fr: 'Carrier Beaumont Lessard S.E.N.C.R.L. est une société en nom collectif à responsabilité limitée. Le contenu de ce site est fourni à titre informatif et ne constitue pas un avis juridique.',
  en: 'Carrier Beaumont Lessard LLP is a limited liability partnership. The content of this site is provided for information purposes and does not constitute legal advice.',
};

export const siteDescription: Bilingual = {
  fr: 'Cabinet d’avocats et de notaires en droit des affaires. Montréal, Québec et Sherbrooke.',
  en: 'Business law firm of lawyers and notaries. Montréal, Québec City and Sherbrooke.',
};
